import fs from "node:fs";
import path from "node:path";
import { REFERENCE_DIR } from "../reference/reference-files";
import { compileProgram, type Program, TaxRulesError } from "./compile-rules";
import { type TaxRulesFile, TaxRulesFileSchema } from "./tax-rules-file";

/** The versioned tax rules: data/tax beside data/reference, from the source and from the build. */
export const TAX_DIR = path.join(REFERENCE_DIR, "..", "tax");

export interface TaxYearRules {
  taxYear: string;
  /** First and last day of the tax year, as YYYY-MM-DD. */
  starts: string;
  ends: string;
  regions: { code: string; name: string }[];
  defaultRegion: string | null;
  /** By region code; the key "" for a file without regions. */
  programs: Map<string, Program>;
  verification: string[];
}

export interface CountryTaxRules {
  country: string;
  currency: string;
  /** Oldest first. */
  years: TaxYearRules[];
}

/** Every country's rules, read and checked once; computations only look things up in it. */
export interface TaxRules {
  countries: Map<string, CountryTaxRules>;
}

const COUNTRY_DIR = /^[A-Z]{2}$/;

/** Reads and checks every data/tax/<ISO>/<tax year>.json (or those under `dir`); throws TaxRulesError on the first problem. */
export function loadTaxRules(dir: string = TAX_DIR): TaxRules {
  const countries = new Map<string, CountryTaxRules>();
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const where = path.join(path.relative(process.cwd(), dir) || ".", entry.name);
    if (!COUNTRY_DIR.test(entry.name)) {
      throw new TaxRulesError(`${where}: a folder of rules must be named by an ISO 3166-1 alpha-2 code`);
    }
    const years: TaxYearRules[] = [];
    let currency = "";
    for (const name of fs.readdirSync(path.join(dir, entry.name)).sort()) {
      const file = path.join(where, name);
      if (!name.endsWith(".json")) throw new TaxRulesError(`${file}: only <tax year>.json files belong here`);
      const rules = readFile(path.join(dir, entry.name, name), file);
      if (rules.country !== entry.name) {
        throw new TaxRulesError(
          `${file}, country: "${rules.country}" does not match its folder ${entry.name}`,
        );
      }
      if (`${rules.taxYear}.json` !== name) {
        throw new TaxRulesError(`${file}, taxYear: "${rules.taxYear}" does not match the file's name`);
      }
      if (currency && rules.currency !== currency) {
        throw new TaxRulesError(
          `${file}, currency: ${rules.currency} differs from the country's other years`,
        );
      }
      currency = rules.currency;
      years.push(compileYear(rules, file));
    }
    if (years.length === 0) continue;
    years.sort((a, b) => a.starts.localeCompare(b.starts));
    for (let i = 1; i < years.length; i++) {
      const [before, after] = [years[i - 1] as TaxYearRules, years[i] as TaxYearRules];
      if (after.starts <= before.ends) {
        throw new TaxRulesError(`${where}: tax years ${before.taxYear} and ${after.taxYear} overlap`);
      }
    }
    countries.set(entry.name, { country: entry.name, currency, years });
  }
  return { countries };
}

function readFile(fullPath: string, file: string): TaxRulesFile {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(fullPath, "utf8"));
  } catch (error) {
    throw new TaxRulesError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = TaxRulesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : "(the file)";
    throw new TaxRulesError(`${file}, ${field}: ${issue?.message ?? "is not a rules file"}`);
  }
  return parsed.data;
}

function compileYear(rules: TaxRulesFile, file: string): TaxYearRules {
  if (rules.starts >= rules.ends) throw new TaxRulesError(`${file}, ends: must come after starts`);
  const codes = rules.regions.map((region) => region.code);
  if (new Set(codes).size !== codes.length)
    throw new TaxRulesError(`${file}, regions: a code is listed twice`);
  if (codes.length === 0 ? rules.defaultRegion !== null : !codes.includes(rules.defaultRegion ?? "")) {
    throw new TaxRulesError(
      `${file}, defaultRegion: must be ${codes.length === 0 ? "null without regions" : `one of ${codes.join(", ")}`}`,
    );
  }
  for (const step of rules.steps) {
    const unknown = step.regions?.find((code) => !codes.includes(code));
    if (unknown) throw new TaxRulesError(`${file}, steps.${step.id}.regions: "${unknown}" is not a region`);
  }
  const programs = new Map<string, Program>();
  const used = new Set<string>();
  for (const code of codes.length === 0 ? [null] : codes) {
    const program = compileProgram(rules, code, file);
    if (program.lines.length === 0)
      throw new TaxRulesError(`${file}, steps: no step is a line of the answer`);
    programs.set(code ?? "", program);
    for (const name of program.usedParams) used.add(`${code ?? ""}/${name}`);
  }
  const overrides = (code: string, name: string) =>
    rules.regions.find((region) => region.code === code)?.params[name] !== undefined;
  for (const name of Object.keys(rules.params)) {
    if (![...programs.keys()].some((code) => used.has(`${code}/${name}`) && !overrides(code, name))) {
      throw new TaxRulesError(`${file}, params.${name}: no step uses it`);
    }
  }
  for (const region of rules.regions) {
    for (const name of Object.keys(region.params)) {
      if (!used.has(`${region.code}/${name}`)) {
        throw new TaxRulesError(
          `${file}, regions.${region.code}.params.${name}: no step of the region uses it`,
        );
      }
    }
  }
  return {
    taxYear: rules.taxYear,
    starts: rules.starts,
    ends: rules.ends,
    regions: rules.regions.map(({ code, name }) => ({ code, name })),
    defaultRegion: rules.defaultRegion,
    programs,
    verification: rules.verification,
  };
}
