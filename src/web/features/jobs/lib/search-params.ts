import type { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/domain/job-limits";
import {
  type JobSearchFilters as AddressFilters,
  jobSearchParams,
  parseJobSearch,
} from "@shared/domain/job-search-url";

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkType = (typeof WORK_TYPES)[number];

/** The /jobs filters and order as the page holds them: every one known (the order too). */
export type JobSearchFilters = Required<AddressFilters>;

// Shared with the server, which names the first page of results in the HTML of /jobs.
export { jobSearchParams, normalizedFilters, parseJobSearch } from "@shared/domain/job-search-url";

export const EMPTY_FILTERS: JobSearchFilters = {
  q: "",
  country: null,
  employmentType: null,
  workType: null,
  visa: false,
  registeredSponsor: false,
  sort: "newest",
};

/**
 * The address once new search text is sent: the text replaced, every other filter as the address
 * holds it now. A filter chosen while the text waited to be sent stays chosen.
 */
export function withSearchText(current: URLSearchParams, q: string): URLSearchParams {
  return jobSearchParams({ ...parseJobSearch(current), q });
}

/** Whether any filter narrows the search (the order is not a filter). */
export function hasActiveFilters(filters: JobSearchFilters): boolean {
  return (
    filters.q.trim() !== "" ||
    filters.country !== null ||
    filters.employmentType !== null ||
    filters.workType !== null ||
    filters.visa ||
    filters.registeredSponsor === true
  );
}
