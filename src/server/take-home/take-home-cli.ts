// npm run take-home -- [<country> <gross> [--region CODE] [--year YEAR] | --methodology]: checks data/tax and shows a computation.
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { TaxRulesError } from "./compile-rules";
import { computeTakeHome, TakeHomeInputError, takeHomeCoverage } from "./compute-take-home";
import { loadTaxRules } from "./load-tax-rules";
import { takeHomeMethodology } from "./take-home-methodology";

const USAGE =
  "Usage: npm run take-home -- [<country> <gross> [--region CODE] [--year YEAR] | --methodology]   (no arguments: check every rules file and list what they cover; --methodology: print what take-home assumes and its sources, as JSON)";

function money(amount: number): string {
  return amount.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).padStart(16);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      region: { type: "string" },
      year: { type: "string" },
      methodology: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let rules: ReturnType<typeof loadTaxRules>;
  try {
    rules = loadTaxRules();
  } catch (error) {
    if (error instanceof TaxRulesError) throw new UsageError(error.message);
    throw error;
  }
  if (values.methodology) {
    console.log(JSON.stringify(takeHomeMethodology(rules), null, 2));
    return 0;
  }
  const [country, grossText] = positionals;
  if (country === undefined) {
    for (const c of takeHomeCoverage(rules)) {
      const regions = c.regions.map((r) => (r.code === c.defaultRegion ? `${r.code} (default)` : r.code));
      console.log(
        `${c.country} ${c.currency}: ${c.taxYears.join(", ")}${regions.length ? `; ${regions.join(", ")}` : ""}`,
      );
    }
    console.log(`tax rules: ${rules.countries.size} countries, every file checked`);
    return 0;
  }
  const gross = Number(grossText);
  if (grossText === undefined || grossText.trim() === "" || Number.isNaN(gross)) {
    throw new UsageError("Give the gross pay as a number, after the country");
  }
  try {
    const answer = computeTakeHome(rules, {
      country: country.toUpperCase(),
      gross,
      region: values.region,
      year: values.year,
    });
    const where = answer.regionName ? `, ${answer.regionName}` : "";
    console.log(`${answer.country} ${answer.taxYear}${where} (${answer.currency})`);
    const width = Math.max(...answer.lines.map((l) => l.label.length), 20);
    console.log(`${"gross".padEnd(width)}${money(answer.gross)}`);
    for (const l of answer.lines) console.log(`${l.label.padEnd(width)}${money(0 - l.amount || 0)}`);
    console.log(`${"net".padEnd(width)}${money(answer.net)}   (${money(answer.netMonthly).trim()} a month)`);
    for (const a of answer.assumptions) console.log(`assumes: ${a}`);
    for (const s of answer.sources) console.log(`source: ${s.title}, ${s.url}`);
  } catch (error) {
    if (error instanceof TakeHomeInputError) throw new UsageError(error.message);
    throw error;
  }
  return 0;
}

runCommand(main, { unexpected: (line) => `take-home failed: ${line}`, usage: USAGE });
