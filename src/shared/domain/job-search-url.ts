import type { JobFilters, JobSort } from "../schemas/jobs";
import { DEFAULT_PAGE_SIZE, EMPLOYMENT_TYPES, WORK_TYPES } from "./job-limits";

/**
 * The /jobs filters as the address bar holds them (/jobs?q=react&country=3&visa=1&sort=match): the
 * job search's filters, the sponsor-register filter optional (`registeredSponsor=1`), and the
 * order, newest first (the default, left out of the address) or the signed-in person's best matches.
 */
export type JobSearchFilters = Omit<JobFilters, "registeredSponsor"> & {
  registeredSponsor?: boolean;
  sort?: JobSort;
};

/** The query string for filters: only the filters that are set, in a fixed order. */
export function jobSearchParams(filters: JobSearchFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q) out.set("q", filters.q);
  if (filters.country !== null) out.set("country", String(filters.country));
  if (filters.employmentType) out.set("employmentType", filters.employmentType);
  if (filters.workType) out.set("workType", filters.workType);
  if (filters.visa) out.set("visa", "1");
  if (filters.registeredSponsor) out.set("registeredSponsor", "1");
  if (filters.sort === "match") out.set("sort", "match");
  return out;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads filters from a query string; anything unrecognised means "no filter" rather than an error. */
export function parseJobSearch(params: URLSearchParams): Required<JobSearchFilters> {
  const country = params.get("country") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    country: /^[1-9]\d{0,8}$/.test(country) ? Number(country) : null,
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get("employmentType")),
    workType: oneOf(WORK_TYPES, params.get("workType")),
    visa: params.get("visa") === "1",
    registeredSponsor: params.get("registeredSponsor") === "1",
    sort: params.get("sort") === "match" ? "match" : "newest",
  };
}

/** The same filters as the server compares them (the text trimmed), for cache keys and requests. */
export function normalizedFilters<F extends JobSearchFilters>(filters: F): F {
  return { ...filters, q: filters.q.trim().replace(/\s+/g, " ") };
}

/**
 * The API request for a page of results of normalized filters: what the web app asks for, and
 * what the server names in the HTML of /jobs for the first page.
 */
export function jobSearchRequestPath(filters: JobSearchFilters, page: number): string {
  return `/api/jobs?${new URLSearchParams(jobSearchRequestQuery(filters, page))}`;
}

/**
 * The query of that request, in its order: the filters that are set (as jobSearchParams), then
 * `page` and `pageSize`.
 */
export function jobSearchRequestQuery(filters: JobSearchFilters, page: number): Record<string, string> {
  return {
    ...Object.fromEntries(jobSearchParams(filters)),
    page: String(page),
    pageSize: String(DEFAULT_PAGE_SIZE),
  };
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
    filters.registeredSponsor ? "Registered sponsor" : "",
  ].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" · ") : "All jobs";
}
