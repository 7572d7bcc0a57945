import { describe, expect, it } from "vitest";
import {
  affordabilityScore,
  COST_SHARES,
  calculateEaseOfLiving,
  canCalculate,
  culturalScore,
  type EaseOfLivingPlace,
  monthlyCosts,
  parseSalary,
  VERDICTS,
  verdictBand,
} from "./ease-of-living";

/** Every cultural factor at x (racism at 100 - x) makes the cultural score exactly x. */
function placeWithCulture(x: number): EaseOfLivingPlace {
  return {
    standardOfLiving: 50,
    culturalAcceptance: x,
    racism: 100 - x,
    culturalVibrancy: x,
    vegetarianFriendly: x,
    employmentOpportunity: x,
  };
}

// Standard of living 50 → monthly cost 1250; an annual 18,750 (1562.5 a month) gives affordability 50.
const HALF_AFFORDABLE_SALARY = 18_750;
const FULLY_AFFORDABLE_SALARY = 1_000_000;

describe("parseSalary", () => {
  it("averages a range", () => {
    expect(parseSalary("60-80")).toBe(70);
    expect(parseSalary("60,000 - 80,000")).toBe(70_000);
  });
  it("takes a single number as it is", () => {
    expect(parseSalary("95000")).toBe(95_000);
    expect(parseSalary(42_000)).toBe(42_000);
  });
  it("gives 0 for a missing value or text without numbers", () => {
    expect(parseSalary(null)).toBe(0);
    expect(parseSalary(undefined)).toBe(0);
    expect(parseSalary("")).toBe(0);
    expect(parseSalary("Competitive")).toBe(0);
    expect(parseSalary(Number.NaN)).toBe(0);
  });
});

describe("monthly costs", () => {
  it("scales the base cost of 1000 by the standard of living", () => {
    expect(monthlyCosts(100).total).toBe(2000);
    expect(monthlyCosts(0).total).toBe(500);
    expect(monthlyCosts(80).total).toBeCloseTo(1700);
  });
  it("uses 50 when the standard of living is invalid", () => {
    for (const invalid of [null, undefined, Number.NaN, -5, 150]) {
      expect(monthlyCosts(invalid).total).toBe(1250);
    }
  });
  it("splits the total 40/20/15/10/15", () => {
    const { breakdown, total } = monthlyCosts(50);
    expect(breakdown).toEqual({ housing: 500, food: 250, transport: 187.5, healthcare: 125, misc: 187.5 });
    expect(Object.values(COST_SHARES).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(Object.values(breakdown).reduce((a, b) => a + b, 0)).toBeCloseTo(total);
  });
});

describe("scores", () => {
  it("clamps affordability to 0-100", () => {
    expect(affordabilityScore(100_000, 1250)).toBe(100);
    expect(affordabilityScore(100, 1250)).toBe(0);
    expect(affordabilityScore(0, 1250)).toBe(0);
    expect(affordabilityScore(1562.5, 1250)).toBeCloseTo(50);
  });
  it("weights the cultural factors 25/30/20/15/10 with racism inverted", () => {
    expect(
      culturalScore({
        culturalAcceptance: 80,
        racism: 20,
        culturalVibrancy: 60,
        vegetarianFriendly: 40,
        employmentOpportunity: 100,
      }),
    ).toBeCloseTo(0.25 * 80 + 0.3 * 80 + 0.2 * 60 + 0.15 * 40 + 0.1 * 100);
  });
  it("counts each missing cultural factor as 50", () => {
    expect(culturalScore({})).toBe(50);
    expect(culturalScore({ culturalAcceptance: 100 })).toBeCloseTo(50 + 0.25 * 50);
    expect(culturalScore({ racism: 0 })).toBeCloseTo(50 + 0.3 * 50);
  });
});

describe("verdict bands", () => {
  it.each([
    [100, "excellent"],
    [75, "excellent"],
    [74, "good"],
    [60, "good"],
    [59, "challenging"],
    [40, "challenging"],
    [39, "difficult"],
    [0, "difficult"],
  ] as const)("%i is %s", (overall, band) => {
    expect(verdictBand(overall)).toBe(band);
  });

  it.each([
    [FULLY_AFFORDABLE_SALARY, 37.5, 75, VERDICTS.excellent],
    [FULLY_AFFORDABLE_SALARY, 35, 74, VERDICTS.good],
    [HALF_AFFORDABLE_SALARY, 75, 60, VERDICTS.good],
    [HALF_AFFORDABLE_SALARY, 72.5, 59, VERDICTS.challenging],
    [HALF_AFFORDABLE_SALARY, 25, 40, VERDICTS.challenging],
    [HALF_AFFORDABLE_SALARY, 22.5, 39, VERDICTS.difficult],
  ])("salary %d with culture %d → overall %d", (salary, culture, overall, verdict) => {
    const result = calculateEaseOfLiving(salary, placeWithCulture(culture));
    expect(result.overall).toBe(overall);
    expect(result.verdict).toBe(verdict);
    expect(result.recommendations.length).toBeGreaterThan(0);
  });

  it("reads the exact verdict texts", () => {
    expect(VERDICTS).toEqual({
      excellent: "Excellent choice! You'll live very comfortably here.",
      good: "Good option with manageable trade-offs.",
      challenging: "Challenging but possible with careful planning.",
      difficult: "Difficult location for your current salary level.",
    });
  });
});

describe("calculateEaseOfLiving", () => {
  it("combines 60% affordability and 40% culture, rounded", () => {
    const result = calculateEaseOfLiving("60000-80000", { standardOfLiving: 80, racism: 30 });
    const monthly = 70_000 / 12;
    const affordability = Math.min(100, ((monthly - 1700) / monthly + 0.3) * 100);
    const cultural = 0.25 * 50 + 0.3 * 70 + 0.2 * 50 + 0.15 * 50 + 0.1 * 50;
    expect(result.annualSalary).toBe(70_000);
    expect(result.totalMonthlyCost).toBeCloseTo(1700);
    expect(result.overall).toBe(Math.round(0.6 * affordability + 0.4 * cultural));
  });
  it("gives a zero salary zero affordability instead of dividing by zero", () => {
    const result = calculateEaseOfLiving(null, {});
    expect(result.affordability).toBe(0);
    expect(result.overall).toBe(20);
    expect(result.verdict).toBe(VERDICTS.difficult);
  });
});

describe("canCalculate", () => {
  it("refuses empty, zero, negative and non-numeric salaries", () => {
    for (const input of ["", "  ", "0", "-100", "abc"]) expect(canCalculate(input, false)).toBe(false);
  });
  it("refuses while calculating", () => {
    expect(canCalculate("50000", true)).toBe(false);
  });
  it("accepts a positive number", () => {
    expect(canCalculate("50000", false)).toBe(true);
    expect(canCalculate("0.5", false)).toBe(true);
  });
});
