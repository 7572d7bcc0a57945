import { cityInfo } from "@shared/domain/city-info";
import type { CityLocation } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";

/** The city a job is in: its structured location, else the first part of its location text. */
export function jobCityName(job: Pick<Job, "jobLocation" | "location">): string | null {
  if (job.jobLocation) return job.jobLocation.name;
  const { cityName } = cityInfo(job.location);
  return cityName === "Unknown" ? null : cityName;
}

/** The `city` query parameter as a city name ('Mumbai, India' → 'Mumbai'); null when empty. */
export function cityFromParam(raw: string | null): string | null {
  const first = (raw ?? "").slice(0, 200).split(",")[0]?.trim() ?? "";
  return first ? first : null;
}

export function sameCity(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The country's city of that name, compared case-insensitively. */
export function findCity(
  cities: readonly CityLocation[] | undefined,
  name: string | null,
): CityLocation | null {
  if (!name || !cities) return null;
  return cities.find((c) => sameCity(c.name, name)) ?? null;
}

/**
 * The country page's title: the city `?city=` names, as the city table spells it (a written city, or
 * the city the search found under that name: "Krakow" → Kraków), else the text given. Without
 * `?city=`, the largest city (GeoNames population, then name) among the cities of the country's jobs,
 * so that every visit shows the same city whatever order the jobs come in; the country's name when no
 * job is placed in a city.
 */
export function placeTitle(options: {
  countryName: string;
  city: CityLocation | null;
  /** The city table's name for `?city=` when a search found one. */
  found?: string | null;
  cityParam: string | null;
  jobs: readonly Pick<Job, "jobLocation" | "location">[] | undefined;
}): string {
  if (options.city) return options.city.name;
  if (options.cityParam) return options.found ?? cityInfo(options.cityParam).cityName;
  const largest = (options.jobs ?? [])
    .flatMap((job) => (job.jobLocation ? [job.jobLocation] : []))
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.name.localeCompare(b.name, "en"))[0];
  return largest?.name ?? options.countryName;
}
