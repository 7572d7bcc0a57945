import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by the Income Tax Department for 2026-27 was found. These check the rules as
 * published: no tax up to ₹12 lakh of total income (₹12.75 lakh of salary), the rebate's and the
 * surcharge's marginal relief, and the cess.
 */
const YEAR = "2026-27";
const TAX = "Income tax (after the section 87A rebate)";

describe("India 2026-27, new regime", () => {
  it("charges no tax on a salary of ₹12.75 lakh (₹12 lakh after the standard deduction)", () => {
    const answer = takeHome("IN", 1275000, { year: YEAR });
    expect(answer.incomeTax).toBe(0);
    expect(line(answer, "EPF (employee's contribution)")).toBe(21600);
  });

  it("limits the tax just above ₹12 lakh to the income above it (marginal relief)", () => {
    expect(line(takeHome("IN", 1285000, { year: YEAR }), TAX)).toBe(10000);
  });

  it("taxes ₹16 lakh of total income at ₹1,20,000 and adds the 4% cess", () => {
    const answer = takeHome("IN", 1675000, { year: YEAR });
    expect(line(answer, TAX)).toBe(120000);
    expect(line(answer, "Health and education cess")).toBe(4800);
  });

  it("keeps tax and surcharge just above ₹50 lakh within the income above it", () => {
    // Tax on ₹50 lakh is ₹10,80,000; on ₹50,10,000 it is ₹10,83,000, and the surcharge is cut to ₹7,000.
    const answer = takeHome("IN", 5010000 + 75000, { year: YEAR });
    expect(line(answer, TAX)).toBe(1083000);
    expect(line(answer, "Surcharge")).toBe(7000);
  });
});
