/**
 * The job page's ease-of-living calculator (specification, section 9), as a pure function so the
 * screen and the tests share one set of formulas, weights and verdict bands.
 */

/** The screen waits this long before showing a result (specification, section 4). */
export const EASE_OF_LIVING_DELAY_MS = 1500;

const BASE_MONTHLY_COST = 1000;
const DEFAULT_SCORE = 50;

export const COST_SHARES = {
  housing: 0.4,
  food: 0.2,
  transport: 0.15,
  healthcare: 0.1,
  misc: 0.15,
} as const;

export type CostCategory = keyof typeof COST_SHARES;

/** Every score is on a 0-100 scale; a missing one counts as 50. */
export interface EaseOfLivingPlace {
  standardOfLiving?: number | null;
  culturalAcceptance?: number | null;
  racism?: number | null;
  culturalVibrancy?: number | null;
  vegetarianFriendly?: number | null;
  employmentOpportunity?: number | null;
}

export type VerdictBand = "excellent" | "good" | "challenging" | "difficult";

export interface EaseOfLivingResult {
  /** Annual salary in USD the result was computed for. */
  annualSalary: number;
  monthlySalary: number;
  monthlyCosts: Record<CostCategory, number>;
  totalMonthlyCost: number;
  affordability: number;
  culturalScore: number;
  overall: number;
  band: VerdictBand;
  verdict: string;
  recommendations: string[];
}

export const VERDICTS: Record<VerdictBand, string> = {
  excellent: "Excellent choice! You'll live very comfortably here.",
  good: "Good option with manageable trade-offs.",
  challenging: "Challenging but possible with careful planning.",
  difficult: "Difficult location for your current salary level.",
};

const RECOMMENDATIONS: Record<VerdictBand, string[]> = {
  excellent: [
    "Your salary covers living costs with room to spare: consider saving or investing the difference.",
    "Explore neighbourhoods and local communities early to make the most of your move.",
  ],
  good: [
    "Compare housing options before you sign: housing is the largest share of monthly costs.",
    "Research local culture and customs to make settling in easier.",
  ],
  challenging: [
    "Try to negotiate a higher salary or a relocation package before accepting.",
    "Budget carefully: consider shared housing and public transport to lower monthly costs.",
    "Research local culture and connect with expat communities before you move.",
  ],
  difficult: [
    "Negotiate a higher salary: at this level living costs take most of your income.",
    "Look at cities with a lower cost of living in the same country, or remote roles.",
    "Build a detailed budget and an emergency fund before committing to the move.",
  ],
};

function validScore(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function scoreOrDefault(value: number | null | undefined): number {
  return validScore(value) ?? DEFAULT_SCORE;
}

/**
 * A salary as typed or posted: a range like '60-80' is its average, one number is itself, and
 * anything without a number (or missing) is 0. Thousands separators are ignored.
 */
export function parseSalary(input: string | number | null | undefined): number {
  if (typeof input === "number") return Number.isFinite(input) ? input : 0;
  if (!input) return 0;
  const numbers = (input.replace(/(\d),(?=\d{3})/g, "$1").match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [first, second] = numbers;
  if (first === undefined) return 0;
  if (second === undefined) return first;
  return (first + second) / 2;
}

export function verdictBand(overall: number): VerdictBand {
  if (overall >= 75) return "excellent";
  if (overall >= 60) return "good";
  if (overall >= 40) return "challenging";
  return "difficult";
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Monthly cost of living for a place: 1000 scaled by its standard of living (0-100; invalid → 50). */
export function monthlyCosts(standardOfLiving: number | null | undefined): {
  total: number;
  breakdown: Record<CostCategory, number>;
} {
  const sol = validScore(standardOfLiving);
  const score = sol !== null && sol >= 0 && sol <= 100 ? sol : DEFAULT_SCORE;
  const total = BASE_MONTHLY_COST * ((score / 100) * 1.5 + 0.5);
  const breakdown = Object.fromEntries(
    Object.entries(COST_SHARES).map(([key, share]) => [key, total * share]),
  ) as Record<CostCategory, number>;
  return { total, breakdown };
}

export function culturalScore(place: EaseOfLivingPlace): number {
  return (
    0.25 * scoreOrDefault(place.culturalAcceptance) +
    0.3 * (100 - scoreOrDefault(place.racism)) +
    0.2 * scoreOrDefault(place.culturalVibrancy) +
    0.15 * scoreOrDefault(place.vegetarianFriendly) +
    0.1 * scoreOrDefault(place.employmentOpportunity)
  );
}

export function affordabilityScore(monthlySalary: number, totalMonthlyCost: number): number {
  if (!(monthlySalary > 0)) return 0;
  return clamp(((monthlySalary - totalMonthlyCost) / monthlySalary + 0.3) * 100, 0, 100);
}

export function calculateEaseOfLiving(
  salary: string | number | null | undefined,
  place: EaseOfLivingPlace,
): EaseOfLivingResult {
  const annualSalary = parseSalary(salary);
  const monthlySalary = annualSalary / 12;
  const costs = monthlyCosts(place.standardOfLiving);
  const affordability = affordabilityScore(monthlySalary, costs.total);
  const cultural = culturalScore(place);
  const overall = Math.round(0.6 * affordability + 0.4 * cultural);
  const band = verdictBand(overall);
  return {
    annualSalary,
    monthlySalary,
    monthlyCosts: costs.breakdown,
    totalMonthlyCost: costs.total,
    affordability,
    culturalScore: cultural,
    overall,
    band,
    verdict: VERDICTS[band],
    recommendations: RECOMMENDATIONS[band],
  };
}

/** The Calculate button is enabled only for a positive number and not while calculating. */
export function canCalculate(salaryInput: string, calculating: boolean): boolean {
  if (calculating) return false;
  const trimmed = salaryInput.trim();
  if (trimmed === "") return false;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0;
}
