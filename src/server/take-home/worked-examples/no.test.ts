import { describe, expect, it } from "vitest";
import { line, takeHome } from "../../test/take-home";

/*
 * No worked example by Skatteetaten for 2026 was found. These check the published 2026 figures
 * through the answer: the deductions, each trinnskatt bracket and the trygdeavgift.
 */
const YEAR = "2026";

describe("Norway 2026", () => {
  it("at 650,000 kroner: 22% after the 95,700 minimum and 114,540 personal deductions", () => {
    const answer = takeHome("NO", 650000, { year: YEAR });
    expect(line(answer, "Skatt på alminnelig inntekt (22%)")).toBe(
      Math.round(0.22 * (650000 - 95700 - 114540) * 100) / 100,
    );
    expect(line(answer, "Trygdeavgift (national insurance)")).toBe(49400);
    const bracket = 0.017 * (318300 - 226100) + 0.04 * (650000 - 318300);
    expect(line(answer, "Trinnskatt (bracket tax)")).toBe(Math.round(bracket * 100) / 100);
  });

  it("takes 46% of a low wage as the minimum deduction and phases trygdeavgift in at 25% above 99,650", () => {
    const answer = takeHome("NO", 120000, { year: YEAR });
    expect(line(answer, "Trygdeavgift (national insurance)")).toBe(0.25 * (120000 - 99650));
    expect(line(answer, "Skatt på alminnelig inntekt (22%)")).toBe(0);
  });

  it("charges the top bracket's 17.8% above 1,467,200", () => {
    const at = (gross: number) => line(takeHome("NO", gross, { year: YEAR }), "Trinnskatt (bracket tax)");
    expect(Math.round((at(2000100) - at(2000000)) * 100) / 100).toBe(17.8);
  });
});
