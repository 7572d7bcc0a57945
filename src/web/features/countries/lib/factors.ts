import type { WeightFactor } from "@shared/domain/weighted-score";

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
  safety: { label: "Safety", short: "Safety", hint: "100 minus the racism level (a survey of attitudes)" },
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
