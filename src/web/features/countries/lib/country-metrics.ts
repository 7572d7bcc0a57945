import type { CountryMetricKey } from "@shared/domain/country-fields";

export type MetricUnit = "%" | "/10";
export interface MetricDefinition {
  key: CountryMetricKey;
  label: string;
  unit: MetricUnit;
  /** "Lower is better" (racism): coloured with the inverse bands. */
  inverse?: boolean;
}

/** Every country score with the label and unit pages show it with. */
export const METRICS: Record<CountryMetricKey, MetricDefinition> = {
  employmentOpportunity: { key: "employmentOpportunity", label: "Employment Opportunity", unit: "%" },
  culturalAcceptance: { key: "culturalAcceptance", label: "Cultural Acceptance", unit: "%" },
  racism: { key: "racism", label: "Racism Level", unit: "%", inverse: true },
  culturalVibrancy: { key: "culturalVibrancy", label: "Cultural Vibrancy", unit: "%" },
  standardOfLiving: { key: "standardOfLiving", label: "Standard of Living", unit: "/10" },
  housingAvailability: { key: "housingAvailability", label: "Housing Availability", unit: "/10" },
  vegetarianFriendly: { key: "vegetarianFriendly", label: "Vegetarian Friendly", unit: "%" },
  nonVegPercentage: { key: "nonVegPercentage", label: "Non-Vegetarian", unit: "%" },
};

/** A metric as text: '72%' or '7.5/10'. */
export function formatMetric(value: number, unit: MetricUnit): string {
  return unit === "/10" ? `${Number(value.toFixed(1))}/10` : `${Math.round(value)}%`;
}
