import { describe, expect, it } from "vitest";
import {
  type CountryScores,
  DEFAULT_WEIGHTS,
  factorValues,
  rankCountries,
  WEIGHT_FACTORS,
  type Weights,
  weightedScore,
} from "./weighted-score";

function country(name: string, overrides: Partial<CountryScores> = {}): CountryScores & { name: string } {
  return {
    name,
    employmentOpportunity: 50,
    culturalAcceptance: 50,
    racism: 50,
    culturalVibrancy: 50,
    standardOfLiving: 5,
    housingAvailability: 5,
    vegetarianFriendly: 50,
    ...overrides,
  };
}

function weights(overrides: Partial<Weights> = {}): Weights {
  return { ...DEFAULT_WEIGHTS, ...overrides };
}

const zero: Weights = Object.fromEntries(WEIGHT_FACTORS.map((f) => [f, 0])) as Weights;

describe("factorValues", () => {
  it("puts every factor on 0-100: /10 scores ×10, safety = 100 − racism", () => {
    expect(
      factorValues(
        country("X", {
          employmentOpportunity: 72,
          culturalAcceptance: 81,
          racism: 22,
          culturalVibrancy: 90,
          standardOfLiving: 7.5,
          housingAvailability: 6.2,
          vegetarianFriendly: 30,
        }),
      ),
    ).toEqual({
      employment: 72,
      cultural_acceptance: 81,
      safety: 78,
      cultural_vibrancy: 90,
      standard_of_living: 75,
      housing: 62,
      vegetarian_friendly: 30,
    });
  });
});

describe("weightedScore", () => {
  it("is Σ(weight × value/100) / Σ weight × 100, rounded to two decimals", () => {
    const values = factorValues(
      country("X", {
        employmentOpportunity: 80,
        culturalAcceptance: 60,
        racism: 30,
        culturalVibrancy: 90,
        standardOfLiving: 8,
        housingAvailability: 4,
        vegetarianFriendly: 20,
      }),
    );
    const w = weights({ employment: 100, cultural_acceptance: 30, safety: 0, housing: 10 });
    // (100×80 + 30×60 + 0×70 + 50×90 + 50×80 + 10×40 + 50×20) / (100+30+0+50+50+10+50) = 19700/290
    expect(weightedScore(values, w)?.score).toBe(67.93);
  });

  it("with equal weights is the plain average of the factor values", () => {
    const values = factorValues(country("X", { employmentOpportunity: 100, racism: 0 }));
    // employment 100, safety 100, the other five 50 → 450 / 7
    expect(weightedScore(values, DEFAULT_WEIGHTS)?.score).toBe(64.29);
  });

  it("reports each factor's contribution, and they add up to the score", () => {
    const values = factorValues(country("X", { employmentOpportunity: 90, standardOfLiving: 9 }));
    const result = weightedScore(values, weights({ employment: 100, standard_of_living: 50 }));
    if (!result) throw new Error("expected a score");
    expect(result.contributions.employment).toBe(Number(((100 * 90) / 400).toFixed(2)));
    const sum = WEIGHT_FACTORS.reduce((s, f) => s + result.contributions[f], 0);
    expect(Math.abs(sum - result.score)).toBeLessThan(0.05);
  });

  it("only counts the weighted factor when a single weight is set", () => {
    const values = factorValues(country("X", { culturalVibrancy: 73.456 }));
    expect(weightedScore(values, { ...zero, cultural_vibrancy: 1 })?.score).toBe(73.46);
  });

  it("does not divide by zero when every weight is 0", () => {
    expect(weightedScore(factorValues(country("X")), zero)).toBeNull();
  });

  it("treats negative or non-numeric weights as 0", () => {
    const values = factorValues(country("X", { employmentOpportunity: 100 }));
    expect(weightedScore(values, { ...zero, employment: 10, housing: -50, safety: Number.NaN })?.score).toBe(
      100,
    );
    expect(weightedScore(values, { ...zero, housing: -5 })).toBeNull();
  });
});

describe("rankCountries", () => {
  const list = [
    country("Low", { employmentOpportunity: 10 }),
    country("High", { employmentOpportunity: 95 }),
    country("Mid", { employmentOpportunity: 60 }),
  ];

  it("ranks highest first and numbers the ranks", () => {
    const ranking = rankCountries(list, weights({ employment: 100 }));
    expect(ranking.ok).toBe(true);
    if (!ranking.ok) return;
    expect(ranking.results.map((r) => [r.rank, r.country.name])).toEqual([
      [1, "High"],
      [2, "Mid"],
      [3, "Low"],
    ]);
  });

  it("follows the weights: favouring safety changes the order", () => {
    const safer = [
      country("Jobs", { employmentOpportunity: 95, racism: 70 }),
      country("Safe", { racism: 5 }),
    ];
    const byJobs = rankCountries(safer, { ...zero, employment: 100 });
    const bySafety = rankCountries(safer, { ...zero, safety: 100 });
    expect(byJobs.ok && byJobs.results[0]?.country.name).toBe("Jobs");
    expect(bySafety.ok && bySafety.results[0]?.country.name).toBe("Safe");
  });

  it("keeps the top 10", () => {
    const many = Array.from({ length: 17 }, (_, i) => country(`C${i}`, { employmentOpportunity: i * 5 }));
    const ranking = rankCountries(many, DEFAULT_WEIGHTS);
    expect(ranking.ok && ranking.results.length).toBe(10);
    expect(ranking.ok && ranking.results[0]?.country.name).toBe("C16");
  });

  it("breaks ties by name so the order is stable", () => {
    const ranking = rankCountries([country("Zed"), country("Abe")], DEFAULT_WEIGHTS);
    expect(ranking.ok && ranking.results.map((r) => r.country.name)).toEqual(["Abe", "Zed"]);
  });

  it("gives no ranking when every weight is 0", () => {
    expect(rankCountries(list, zero)).toEqual({ ok: false, reason: "no-weights" });
  });
});
