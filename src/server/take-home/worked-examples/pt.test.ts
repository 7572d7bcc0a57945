import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the Autoridade Tributária for 2026 was found. These check the rules at
 * given incomes against the 2026 figures: the brackets (each 2025 limit × 1.0351), the specific
 * deduction of 4,587.09 € or the 11% contributions if higher, the minimum subsistence amount and
 * the solidarity rate.
 */
const YEAR = "2026";
const IRS = "IRS (income tax)";
const round = (n: number) => Math.round(n * 100) / 100;
// The tax of the 2026 scale up to the 5th bracket's lower limit, then 31.1% above it.
const TAX_AT_23089 =
  8342 * 0.125 + (12587 - 8342) * 0.157 + (17838 - 12587) * 0.212 + (23089 - 17838) * 0.241;

describe("Portugal 2026", () => {
  it("at 30,000 €: 11% contributions, the 4,587.09 € specific deduction and the 5th bracket", () => {
    const answer = takeHome("PT", 30000, { year: YEAR });
    expect(answer.socialContributions).toBe(3300);
    expect(line(answer, IRS)).toBe(round(TAX_AT_23089 + (30000 - 4587.09 - 23089) * 0.311));
    expect(line(answer, "Taxa adicional de solidariedade")).toBe(0);
  });

  it("never leaves less than 12,880 € after IRS, so 14,000 € pays at most 1,120 €", () => {
    expect(line(takeHome("PT", 12000, { year: YEAR }), IRS)).toBe(0);
    // 14,000 − 4,587.09 = 9,412.91 taxable would owe 1,210.88 € on the scale.
    expect(line(takeHome("PT", 14000, { year: YEAR }), IRS)).toBe(1120);
  });

  it("deducts the contributions when they pass 4,587.09 €, and adds 2.5% above 80,000 € of taxable income", () => {
    const answer = takeHome("PT", 100000, { year: YEAR });
    // 100,000 − 11,000 = 89,000 taxable.
    expect(line(answer, "Taxa adicional de solidariedade")).toBe(225);
    const scale =
      TAX_AT_23089 +
      (29397 - 23089) * 0.311 +
      (43090 - 29397) * 0.349 +
      (46566 - 43090) * 0.431 +
      (86634 - 46566) * 0.446 +
      (89000 - 86634) * 0.48;
    expect(line(answer, IRS)).toBe(round(scale));
  });
});
