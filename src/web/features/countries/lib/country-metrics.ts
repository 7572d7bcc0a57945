import type { Country } from "@shared/schemas/countries";

export type MetricUnit = "%" | "/10";
export type CountryMetricKey =
  | "employmentOpportunity"
  | "culturalAcceptance"
  | "racism"
  | "culturalVibrancy"
  | "standardOfLiving"
  | "housingAvailability"
  | "vegetarianFriendly"
  | "nonVegPercentage";

export interface MetricDefinition {
  key: CountryMetricKey;
  label: string;
  unit: MetricUnit;
  /** "Lower is better" (racism): coloured with the inverse bands. */
  inverse?: boolean;
}

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

export function metricValue(country: Country, key: CountryMetricKey): number {
  return country[key];
}

/** The figure's source as a person reads it, e.g. 'World Bank, 2024'. */
export function sourceText(country: { sources: Country["sources"] }, key: string): string {
  const source = country.sources[key];
  return source ? `${source.source}, ${source.year}` : "Source not recorded";
}
