import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/domain/job-limits";
import { type JobSearchFilters as AddressFilters, jobSearchParams } from "@shared/domain/job-search-url";
import type { JobSort } from "@shared/schemas/jobs";

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkType = (typeof WORK_TYPES)[number];

/** The /jobs filters and order as the page holds them: the order is always known here. */
export interface JobSearchFilters extends AddressFilters {
  /** Newest first, or the signed-in person's best matches first. */
  sort: JobSort;
}

export { jobSearchParams };

export const EMPTY_FILTERS: JobSearchFilters = {
  q: "",
  country: null,
  employmentType: null,
  workType: null,
  visa: false,
  sort: "newest",
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads filters from a query string; anything unrecognised means "no filter" rather than an error. */
export function parseJobSearch(params: URLSearchParams): JobSearchFilters {
  const country = params.get("country") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    country: /^[1-9]\d{0,8}$/.test(country) ? Number(country) : null,
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get("employmentType")),
    workType: oneOf(WORK_TYPES, params.get("workType")),
    visa: params.get("visa") === "1",
    sort: params.get("sort") === "match" ? "match" : "newest",
  };
}

/**
 * The address once new search text is sent: the text replaced, every other filter as the address
 * holds it now. A filter chosen while the text waited to be sent stays chosen.
 */
export function withSearchText(current: URLSearchParams, q: string): URLSearchParams {
  return jobSearchParams({ ...parseJobSearch(current), q });
}

/** The same filters as the server compares them (the text trimmed), for cache keys and requests. */
export function normalizedFilters(filters: JobSearchFilters): JobSearchFilters {
  return { ...filters, q: filters.q.trim().replace(/\s+/g, " ") };
}

/** Whether any filter narrows the search (the order is not a filter). */
export function hasActiveFilters(filters: JobSearchFilters): boolean {
  return (
    filters.q.trim() !== "" ||
    filters.country !== null ||
    filters.employmentType !== null ||
    filters.workType !== null ||
    filters.visa
  );
}
