import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by Verohallinto for 2026 was read. These check the rules' order at given
 * incomes with the published 2026 figures; the state scale's published tax at its lower limits
 * (2,780.80 at €22,000, 4,794.80 at €32,600, 7,063.55 at €40,100, 11,053.55 at €52,100) is the
 * scale the expected figures below accumulate.
 */
const YEAR = "2026";
const TAX = "State and municipal income tax and medical-care contribution (after the earned-income credit)";
// Half-up on the decimal value: 491.865 is 491.87 although its binary product lands a hair under.
const round = (n: number) => Math.round(+(n * 100).toFixed(6)) / 100;

function stateTax(taxable: number): number {
  if (taxable > 52100) return 11053.55 + (taxable - 52100) * 0.375;
  if (taxable > 40100) return 7063.55 + (taxable - 40100) * 0.3325;
  if (taxable > 32600) return 4794.8 + (taxable - 32600) * 0.3025;
  if (taxable > 22000) return 2780.8 + (taxable - 22000) * 0.19;
  return taxable * 0.1264;
}

describe("Finland 2026", () => {
  it("at €50,000: contributions, then the taxes on taxable income less the earned-income credit", () => {
    const answer = takeHome("FI", 50000, { year: YEAR });
    expect(line(answer, "Työeläkemaksu (employee pension, TyEL)")).toBe(3650);
    expect(line(answer, "Työttömyysvakuutusmaksu (unemployment insurance)")).toBe(445);
    expect(line(answer, "Sairausvakuutuksen päivärahamaksu (health insurance, daily allowance)")).toBe(440);
    // 50,000 − 750 − 3,650 − 445 − 440 = 44,715; the basic deduction is gone at this income.
    const taxable = 44715;
    const taxes = round(stateTax(taxable)) + round(taxable * 0.076) + round(taxable * 0.011);
    const credit = 3430 - 0.02 * (49250 - 35000);
    expect(line(answer, TAX)).toBe(round(taxes - credit));
    expect(line(answer, "Yleisradiovero (YLE tax)")).toBe(160);
  });

  it("keeps the credit at €3,119 above €50,550 of net earned income, and charges no daily allowance below €17,255", () => {
    const high = takeHome("FI", 100000, { year: YEAR });
    const taxable = 100000 - 750 - 7300 - 890 - 880;
    const taxes = round(stateTax(taxable)) + round(taxable * 0.076) + round(taxable * 0.011);
    expect(line(high, TAX)).toBe(round(taxes - 3119));
    expect(
      line(
        takeHome("FI", 17000, { year: YEAR }),
        "Sairausvakuutuksen päivärahamaksu (health insurance, daily allowance)",
      ),
    ).toBe(0);
  });
});
