import type { Country } from "@shared/schemas/countries";
import { METRICS } from "./country-metrics";

/** The list's sort orders (all descending), in the order the select offers them. */
export const COUNTRY_SORTS = [
  { value: "employmentOpportunity", label: METRICS.employmentOpportunity.label },
  { value: "culturalAcceptance", label: METRICS.culturalAcceptance.label },
  { value: "standardOfLiving", label: METRICS.standardOfLiving.label },
  { value: "jobCount", label: "Job Count" },
] as const;
export type CountrySort = (typeof COUNTRY_SORTS)[number]["value"];
export const DEFAULT_COUNTRY_SORT: CountrySort = "employmentOpportunity";

/** A sort named in the address bar, or the default when it names none. */
export function parseCountrySort(raw: string | null | undefined): CountrySort {
  return COUNTRY_SORTS.find((s) => s.value === raw)?.value ?? DEFAULT_COUNTRY_SORT;
}

/**
 * The countries whose name contains the search text (case-insensitive, surrounding spaces
 * ignored), highest first by the chosen score; equal scores keep alphabetical order.
 */
export function filterCountries(countries: readonly Country[], search: string, sort: CountrySort): Country[] {
  const needle = search.trim().toLocaleLowerCase();
  return countries
    .filter((c) => c.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => b[sort] - a[sort] || a.name.localeCompare(b.name));
}
