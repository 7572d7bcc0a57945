import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the National Tax Agency or Tokyo for 2026 was found. These check the
 * published deductions, brackets and premiums at given salaries.
 */
const YEAR = "2026";
const TAX = "Income tax (with the 2.1% reconstruction surtax)";
const RESIDENT = "Resident tax (Tokyo: income and per-capita levies)";

describe("Japan 2026", () => {
  it("at 6 million yen: 1.64 million employment deduction, 680,000 basic deduction, 5% and 10% brackets", () => {
    const answer = takeHome("JP", 6000000, { year: YEAR });
    expect(line(answer, "Employees' pension insurance")).toBe(549000);
    const social = answer.socialContributions;
    const taxable = Math.floor((6000000 - 1640000 - social - 680000) / 1000) * 1000;
    const tax = (1950000 * 0.05 + (taxable - 1950000) * 0.1) * 1.021;
    expect(line(answer, TAX)).toBe(Math.floor(tax / 100) * 100);
    const residentTaxable = Math.floor((6000000 - 1640000 - social - 430000) / 1000) * 1000;
    expect(line(answer, RESIDENT)).toBe(residentTaxable * 0.1 + 5000);
  });

  it("gives the 650,000-yen minimum employment deduction up to 1.9 million yen and 950,000 of basic deduction", () => {
    // 1.5 million of pay: 850,000 of employment income, less premiums, less 950,000: no income tax.
    expect(line(takeHome("JP", 1500000, { year: YEAR }), TAX)).toBe(0);
  });

  it("caps the pension premium at a standard monthly remuneration of 650,000 yen", () => {
    expect(line(takeHome("JP", 12000000, { year: YEAR }), "Employees' pension insurance")).toBe(713700);
  });
});
