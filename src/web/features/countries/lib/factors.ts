import type { CountryMetricKey } from "@shared/domain/country-fields";
import { WEIGHT_FACTORS, type WeightFactor } from "@shared/domain/weighted-score";

/** Each score's source as far as the calculator reads it: either answer's (full or summary) serves. */
type SourceMarks = Readonly<Record<string, { estimate: boolean; missing?: boolean } | undefined>>;

/** How the calculator names each factor, and what it is made of (the methodology page has the detail). */
export const FACTOR_LABELS: Record<WeightFactor, { label: string; short: string; hint: string }> = {
  employment: {
    label: "Employment Opportunity",
    short: "Employment",
    hint: "Employment rate of people aged 15+",
  },
  cultural_acceptance: {
    label: "Cultural Acceptance",
    short: "Acceptance",
    hint: "Survey of attitudes to migrants, or our estimate",
  },
  safety: {
    label: "Safety",
    short: "Safety",
    hint: "100 minus the racism score: attitudes to other groups, not crime",
  },
  cultural_vibrancy: { label: "Cultural Vibrancy", short: "Vibrancy", hint: "UNESCO World Heritage sites" },
  standard_of_living: {
    label: "Standard of Living",
    short: "Living",
    hint: "Human Development Index out of 10, counted ×10",
  },
  housing: {
    label: "Housing Availability",
    short: "Housing",
    hint: "Housing costs against income, out of 10, counted ×10",
  },
  vegetarian_friendly: {
    label: "Vegetarian Friendly",
    short: "Vegetarian",
    hint: "Share who say they are vegetarian",
  },
};

/** The country score each factor is made from (safety is 100 minus the racism score). */
const FACTOR_METRIC: Record<WeightFactor, CountryMetricKey> = {
  employment: "employmentOpportunity",
  cultural_acceptance: "culturalAcceptance",
  safety: "racism",
  cultural_vibrancy: "culturalVibrancy",
  standard_of_living: "standardOfLiving",
  housing: "housingAvailability",
  vegetarian_friendly: "vegetarianFriendly",
};

/** Whether a factor's figure is published for the country, our estimate, or not published (counted as 50). */
export function factorBasis(
  sources: SourceMarks,
  factor: WeightFactor,
): "published" | "estimate" | "missing" {
  const source = sources[FACTOR_METRIC[factor]];
  if (!source || source.missing) return "missing";
  return source.estimate ? "estimate" : "published";
}

/** On how many of the seven factors a country's score rests on published figures. */
export function publishedFactorCount(sources: SourceMarks): number {
  return WEIGHT_FACTORS.filter((f) => factorBasis(sources, f) === "published").length;
}
