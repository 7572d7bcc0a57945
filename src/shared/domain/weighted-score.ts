import type { Country } from "../schemas/countries";

/** The calculator's seven factors (specification, section 9), in the order the sliders show them. */
export const WEIGHT_FACTORS = [
  "employment",
  "cultural_acceptance",
  "safety",
  "cultural_vibrancy",
  "standard_of_living",
  "housing",
  "vegetarian_friendly",
] as const;
export type WeightFactor = (typeof WEIGHT_FACTORS)[number];
export type Weights = Record<WeightFactor, number>;
export type FactorValues = Record<WeightFactor, number>;

export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 100;
export const WEIGHT_STEP = 1;
export const DEFAULT_WEIGHT = 50;
export const TOP_RESULTS = 10;

export const DEFAULT_WEIGHTS: Weights = Object.fromEntries(
  WEIGHT_FACTORS.map((factor) => [factor, DEFAULT_WEIGHT]),
) as Weights;

export type CountryScores = Pick<
  Country,
  | "employmentOpportunity"
  | "culturalAcceptance"
  | "racism"
  | "culturalVibrancy"
  | "standardOfLiving"
  | "housingAvailability"
  | "vegetarianFriendly"
>;

/**
 * A country's factor values, every one on the calculator's 0-100 scale: percentages as they are,
 * scores out of 10 (standard of living, housing) multiplied by 10, and safety = 100 − racism.
 */
export function factorValues(country: CountryScores): FactorValues {
  return {
    employment: country.employmentOpportunity,
    cultural_acceptance: country.culturalAcceptance,
    safety: 100 - country.racism,
    cultural_vibrancy: country.culturalVibrancy,
    standard_of_living: country.standardOfLiving * 10,
    housing: country.housingAvailability * 10,
    vegetarian_friendly: country.vegetarianFriendly,
  };
}

export interface WeightedScore {
  /** 0-100, rounded to two decimals. */
  score: number;
  /** Points each factor adds to the score (weight × value / total weight), two decimals. */
  contributions: FactorValues;
}

/**
 * Section 9: "the weighted sum of factor values divided by total weights times 100, rounded to two
 * decimals". The factor values are taken as fractions (value / 100), so
 *   score = Σ(weightᵢ × valueᵢ / 100) / Σ weightᵢ × 100 = Σ(weightᵢ × valueᵢ) / Σ weightᵢ,
 * a weighted average that stays on the 0-100 scale of its inputs. Negative or non-numeric weights
 * count as 0. When every weight is 0 there is nothing to rank by and the answer is null.
 */
export function weightedScore(values: FactorValues, weights: Weights): WeightedScore | null {
  const safe = sanitizeWeights(weights);
  const total = WEIGHT_FACTORS.reduce((sum, f) => sum + safe[f], 0);
  if (total <= 0) return null;
  const raw = WEIGHT_FACTORS.reduce((sum, f) => sum + safe[f] * (values[f] / 100), 0);
  const contributions = Object.fromEntries(
    WEIGHT_FACTORS.map((f) => [f, round2((safe[f] * values[f]) / total)]),
  ) as FactorValues;
  return { score: round2((raw / total) * 100), contributions };
}

export interface RankedCountry<T> extends WeightedScore {
  country: T;
  rank: number;
}

export type Ranking<T> = { ok: true; results: Array<RankedCountry<T>> } | { ok: false; reason: "no-weights" };

/**
 * The countries ranked by weighted score, highest first (ties by name), at most `limit` of them.
 * With every weight at 0 there is no ranking.
 */
export function rankCountries<T extends CountryScores & { name: string }>(
  countries: readonly T[],
  weights: Weights,
  limit: number = TOP_RESULTS,
): Ranking<T> {
  if (!hasAnyWeight(weights)) return { ok: false, reason: "no-weights" };
  const scored = countries.flatMap((country) => {
    const result = weightedScore(factorValues(country), weights);
    return result ? [{ country, ...result }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.country.name.localeCompare(b.country.name));
  return { ok: true, results: scored.slice(0, limit).map((entry, i) => ({ ...entry, rank: i + 1 })) };
}

export function hasAnyWeight(weights: Weights): boolean {
  const safe = sanitizeWeights(weights);
  return WEIGHT_FACTORS.some((f) => safe[f] > 0);
}

function sanitizeWeights(weights: Weights): Weights {
  return Object.fromEntries(
    WEIGHT_FACTORS.map((f) => {
      const w = weights[f];
      return [f, Number.isFinite(w) ? Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, w)) : 0];
    }),
  ) as Weights;
}

function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}
