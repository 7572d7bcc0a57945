import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { computeTakeHome } from "../compute-take-home";
import { loadTaxRules, TAX_DIR } from "../load-tax-rules";

/*
 * Published example: Skatteverket's monthly tax table 32 for 2026, column 1 (wages, under 66). The
 * table is computed by SKV 433 from a yearly income (the top of the pay interval × 12, rounded down
 * to the hundred) at 30.84% municipal tax with 1.16% counted as fees, and shows the year's tax and
 * fees ÷ 12, rounded down. Set to those two rates, the 2026 rules must give the table's amounts.
 * The table's figures were read from a public repository's reference model, which checks itself
 * against the table.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tax-se-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function tableRules() {
  const file = JSON.parse(fs.readFileSync(path.join(TAX_DIR, "SE", "2026.json"), "utf8"));
  file.params.municipalRate.value = 0.3084;
  file.params.burialRate.value = 0.0116;
  fs.mkdirSync(path.join(dir, "SE"), { recursive: true });
  fs.writeFileSync(path.join(dir, "SE", "2026.json"), JSON.stringify(file));
  return loadTaxRules(dir);
}

/** The yearly income table 32 uses for a monthly pay. */
function tableIncome(monthly: number): number {
  const step = monthly <= 20000 ? 100 : 200;
  return Math.floor((Math.ceil(monthly / step) * step * 12) / 100) * 100;
}

describe("Sweden 2026: Skatteverket's monthly table 32, column 1", () => {
  const rules = tableRules();
  it.each([
    [5000, 412],
    [12000, 1563],
    [20000, 3290],
    [30000, 5703],
    [40000, 8151],
    [50000, 11351],
    [56000, 13464],
    [80000, 25944],
  ])("monthly pay of %i kronor: %i kronor of tax", (monthly, tax) => {
    const answer = computeTakeHome(rules, { country: "SE", gross: tableIncome(monthly), year: "2026" });
    expect(Math.floor((answer.incomeTax + answer.socialContributions) / 12)).toBe(tax);
  });
});

describe("Sweden 2026, at the average municipal rate", () => {
  it("takes the 7% pension fee and gives it back as a tax reduction", () => {
    const answer = computeTakeHome(loadTaxRules(), { country: "SE", gross: 420000, year: "2026" });
    expect(answer.lines.find((l) => l.label.startsWith("Allmän pensionsavgift"))?.amount).toBe(29400);
    expect(answer.lines.find((l) => l.label === "Public service-avgift")?.amount).toBe(1184);
  });
});
