import type { EMPLOYMENT_TYPES, WORK_TYPES } from "./job-limits";

/** The /jobs filters as the address bar holds them: /jobs?q=react&country=3&visa=1&sort=match. */
export interface JobSearchFilters {
  q: string;
  country: number | null;
  employmentType: (typeof EMPLOYMENT_TYPES)[number] | null;
  workType: (typeof WORK_TYPES)[number] | null;
  visa: boolean;
  /** Newest first (the default, left out of the address) or the signed-in person's best matches first. */
  sort?: "newest" | "match";
}

/** The query string for filters: only the filters that are set, in a fixed order. */
export function jobSearchParams(filters: JobSearchFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q) out.set("q", filters.q);
  if (filters.country !== null) out.set("country", String(filters.country));
  if (filters.employmentType) out.set("employmentType", filters.employmentType);
  if (filters.workType) out.set("workType", filters.workType);
  if (filters.visa) out.set("visa", "1");
  if (filters.sort === "match") out.set("sort", "match");
  return out;
}

/** The /jobs address that runs a search: the page's own URL for those filters. */
export function jobSearchPath(filters: JobSearchFilters): string {
  const query = jobSearchParams(filters).toString();
  return query ? `/jobs?${query}` : "/jobs";
}

/**
 * The filters in a few words ("react · Remote · Germany · Visa sponsorship"): a saved search's
 * suggested name and its summary. `countryName` names the country filter when it is known.
 */
export function describeJobSearch(filters: JobSearchFilters, countryName?: string | null): string {
  const parts = [
    filters.q.trim(),
    filters.workType ?? "",
    filters.employmentType ?? "",
    filters.country !== null ? (countryName ?? "One country") : "",
    filters.visa ? "Visa sponsorship" : "",
  ].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" · ") : "All jobs";
}
