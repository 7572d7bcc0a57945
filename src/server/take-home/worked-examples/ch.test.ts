import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";
import { computeTakeHome } from "../compute-take-home";
import { loadTaxRules, TAX_DIR } from "../load-tax-rules";

/*
 * The ESTV's own tax calculator (swisstaxcalculator.estv.admin.ch), tax year 2026, city of Zurich,
 * single, employed, aged 40, no church, no wealth: its cantonal + municipal tax (with the personal
 * tax) and its direct federal tax, as measured from the calculator and published in a public
 * repository (steblerstudios/maloja-plana, docs/sources/steuerfaktor-band-2026.md). The calculator
 * shows whole francs and rounds each tax separately, so a franc either way is allowed.
 *
 * Above CHF 90,720 the calculator assumes a pension plan that takes 3.5% of the pay above it; the
 * law asks nothing there and the rules file says 0. These comparisons set it to 3.5%.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tax-ch-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = JSON.parse(fs.readFileSync(path.join(TAX_DIR, "CH", "2026.json"), "utf8"));
file.params.pensionAboveUpperRate.value = 0.035;
fs.mkdirSync(path.join(dir, "CH"), { recursive: true });
fs.writeFileSync(path.join(dir, "CH", "2026.json"), JSON.stringify(file));
const asEstv = loadTaxRules(dir);

const YEAR = "2026";
const FEDERAL = "Direct federal tax";
const CANTON = "Cantonal tax (Zurich, 95%)";
const CITY = "Municipal tax (city of Zurich, 119%, and the CHF 24 personal tax)";

const estv = [
  { gross: 20000, federal: 0, cantonAndCity: 251 },
  { gross: 30000, federal: 67, cantonAndCity: 1060 },
  { gross: 50000, federal: 213, cantonAndCity: 3040 },
  { gross: 80000, federal: 906, cantonAndCity: 7039 },
  { gross: 100000, federal: 1701, cantonAndCity: 10147 },
  { gross: 120000, federal: 2849, cantonAndCity: 13497 },
  { gross: 150000, federal: 5014, cantonAndCity: 18912 },
  { gross: 200000, federal: 9749, cantonAndCity: 29293 },
  { gross: 300000, federal: 21549, cantonAndCity: 52195 },
];

describe("Switzerland 2026, city of Zurich", () => {
  it.each(estv)("matches the ESTV calculator at CHF $gross", ({ gross, federal, cantonAndCity }) => {
    const answer = computeTakeHome(asEstv, { country: "CH", gross, year: YEAR });
    expect(Math.abs(line(answer, FEDERAL) - federal)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(line(answer, CANTON) + line(answer, CITY) - cantonAndCity)).toBeLessThanOrEqual(1.5);
  });

  it("deducts from CHF 50,000 what the ESTV calculator does: net pay CHF 45,423", () => {
    // 5.3% AHV/IV/EO, 1.1% ALV, 0.4% NBU, and 5% of the coordinated salary (50,000 − 26,460).
    const answer = takeHome("CH", 50000, { year: YEAR });
    expect(answer.socialContributions).toBe(50000 - 45423);
    expect(line(answer, "BVG occupational pension (legal minimum)")).toBe(1177);
  });

  it("takes no pension below the CHF 22,680 threshold, and only the legal minimum above CHF 90,720", () => {
    expect(line(takeHome("CH", 22500, { year: YEAR }), "BVG occupational pension (legal minimum)")).toBe(0);
    expect(line(takeHome("CH", 200000, { year: YEAR }), "BVG occupational pension (legal minimum)")).toBe(
      3213,
    );
  });
});
