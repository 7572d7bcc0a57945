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
 * The country page's title (specification: the city when given, else the city of the first job,
 * else the country name).
 */
export function placeTitle(options: {
  countryName: string;
  city: CityLocation | null;
  cityParam: string | null;
  jobs: readonly Pick<Job, "jobLocation" | "location">[] | undefined;
}): string {
  if (options.city) return options.city.name;
  if (options.cityParam) return cityInfo(options.cityParam).cityName;
  const first = options.jobs?.[0];
  return (first && jobCityName(first)) || options.countryName;
}
