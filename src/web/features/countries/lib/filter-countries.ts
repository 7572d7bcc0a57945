import type { Country, CountrySummary } from "@shared/schemas/countries";
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

/** How many cards the grid shows at first, and how many more each "Show more" adds. */
export const COUNTRIES_PAGE = 24;

/** The UN M49 regions the countries are in, alphabetically (the region filter's choices). */
export function countryRegions(countries: readonly Pick<Country, "region">[]): string[] {
  return [...new Set(countries.flatMap((c) => (c.region ? [c.region] : [])))].sort();
}

/**
 * A sort key that puts a figure nobody publishes after every published one: it is counted as the
 * neutral 50 in formulas, but it is not a 50 to rank by.
 */
function sortValue(country: Country | CountrySummary, sort: CountrySort): number {
  if (sort !== "jobCount" && country.sources[sort]?.missing) return Number.NEGATIVE_INFINITY;
  return country[sort];
}

/**
 * The countries whose name contains the search text (case-insensitive, surrounding spaces
 * ignored), in the region when one is chosen, highest first by the chosen score (unpublished
 * figures last); equal scores keep alphabetical order.
 */
export function filterCountries<C extends Country | CountrySummary>(
  countries: readonly C[],
  search: string,
  sort: CountrySort,
  region = "",
): C[] {
  const needle = search.trim().toLocaleLowerCase();
  return countries
    .filter((c) => c.name.toLocaleLowerCase().includes(needle) && (!region || c.region === region))
    .sort((a, b) => {
      const x = sortValue(a, sort);
      const y = sortValue(b, sort);
      return (x === y ? 0 : y > x ? 1 : -1) || a.name.localeCompare(b.name);
    });
}
