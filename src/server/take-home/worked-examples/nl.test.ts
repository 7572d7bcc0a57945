import { describe, expect, it } from "vitest";
import { takeHome } from "../../test/take-home";

/*
 * No worked example by the Belastingdienst for 2026 was found. These check the box 1 brackets and
 * the two tax credits at given incomes, as the published 2026 tables state them.
 */
const YEAR = "2026";

function box1(income: number): number {
  return (
    Math.min(income, 38883) * 0.3575 +
    Math.max(0, Math.min(income, 78426) - 38883) * 0.3756 +
    Math.max(0, income - 78426) * 0.495
  );
}

describe("Netherlands 2026", () => {
  it("at €50,000: box 1 tax less the general credit (tapered above €29,736) and the labour credit (tapered above €45,592)", () => {
    const credits = 3115 - 0.06398 * (50000 - 29736) + (5685 - 0.0651 * (50000 - 45592));
    expect(takeHome("NL", 50000, { year: YEAR }).incomeTax).toBe(
      Math.round((box1(50000) - credits) * 100) / 100,
    );
  });

  it("at €20,000: the labour credit's second band (€996 plus 31.009% above €11,965)", () => {
    const credits = 3115 + 996 + 0.31009 * (20000 - 11965);
    expect(takeHome("NL", 20000, { year: YEAR }).incomeTax).toBe(
      Math.round((box1(20000) - credits) * 100) / 100,
    );
  });

  it("at €140,000: both credits are gone and the top rate applies above €78,426", () => {
    expect(takeHome("NL", 140000, { year: YEAR }).incomeTax).toBe(Math.round(box1(140000) * 100) / 100);
  });

  it("never turns the credits into a payment: no tax, not a negative one, on low pay", () => {
    expect(takeHome("NL", 8000, { year: YEAR }).incomeTax).toBe(0);
  });
});
