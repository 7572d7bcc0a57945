import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the DGFiP or Urssaf for 2026 was read. These figures come from URSSAF's own
 * open-source simulator rules (modele-social 11.1.0 on npm, the engine of mon-entreprise.urssaf.fr),
 * evaluated with publicodes for June 2026: a non-executive employee on a permanent contract, single,
 * with no company health insurance. The engine keeps fractions of a cent; the answer rounds each line.
 */
const YEAR = "2026";
const TAX = "Impôt sur le revenu (income tax)";

const urssaf = [
  { gross: 21600, contributions: 4501.494, incomeTax: 0, net: 17098.506 },
  { gross: 24000, contributions: 5001.66, incomeTax: 80, net: 18918.34 },
  { gross: 42000, contributions: 8752.905, incomeTax: 2404, net: 30843.095 },
  { gross: 96000, contributions: 19570.554, incomeTax: 14478, net: 61951.446 },
  { gross: 300000, contributions: 60125.5866, incomeTax: 81789, net: 158085.4134 },
];

describe("France 2026", () => {
  it.each(urssaf)(
    "matches URSSAF's simulator rules at $gross €",
    ({ gross, contributions, incomeTax, net }) => {
      const answer = takeHome("FR", gross, { year: YEAR });
      expect(Math.abs(answer.socialContributions - contributions)).toBeLessThan(0.02);
      expect(line(answer, TAX)).toBe(incomeTax);
      expect(Math.abs(answer.net - net)).toBeLessThan(0.02);
    },
  );

  it("at 42,000 €: taxable pay 34,443.78 €, less 10%, on the 11% and 30% bands", () => {
    // 42,000 − 8,752.905 of contributions + 2.9% of the CSG base (41,265 €) = 34,443.78 €.
    const income = 34443.78 * 0.9;
    const tax = (29579 - 11600) * 0.11 + (income - 29579) * 0.3;
    expect(line(takeHome("FR", 42000, { year: YEAR }), TAX)).toBe(Math.round(tax));
  });
});
