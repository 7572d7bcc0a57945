import type { WeightFactor } from "@shared/domain/weighted-score";

/** How the calculator names each factor, and what it is made of. */
export const FACTOR_LABELS: Record<WeightFactor, { label: string; short: string; hint: string }> = {
  employment: {
    label: "Employment Opportunity",
    short: "Employment",
    hint: "Share of job seekers finding work",
  },
  cultural_acceptance: {
    label: "Cultural Acceptance",
    short: "Acceptance",
    hint: "How welcome newcomers feel",
  },
  safety: { label: "Safety", short: "Safety", hint: "100 minus the racism level" },
  cultural_vibrancy: { label: "Cultural Vibrancy", short: "Vibrancy", hint: "Arts, food and social life" },
  standard_of_living: {
    label: "Standard of Living",
    short: "Living",
    hint: "Score out of 10, counted ×10",
  },
  housing: { label: "Housing Availability", short: "Housing", hint: "Score out of 10, counted ×10" },
  vegetarian_friendly: {
    label: "Vegetarian Friendly",
    short: "Vegetarian",
    hint: "Ease of eating vegetarian",
  },
};
