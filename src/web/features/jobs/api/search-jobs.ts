import { JOB_TOTAL_CAP, MAX_SEARCH_DEPTH } from "@shared/domain/job-limits";
import { jobSearchRequestPath } from "@shared/domain/job-search-url";
import type { JobPage } from "@shared/schemas/jobs";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withPayCurrency } from "../../../lib/pay-currency";
import { type JobSearchFilters, normalizedFilters } from "../lib/search-params";
import { jobKeys } from "./keys";

export function searchJobs(filters: JobSearchFilters, page: number, signal?: AbortSignal): Promise<JobPage> {
  return api<JobPage>(withPayCurrency(jobSearchRequestPath(filters, page)), { signal });
}

export function jobSearchQuery(raw: JobSearchFilters) {
  const filters = normalizedFilters(raw);
  return infiniteQueryOptions({
    queryKey: [...jobKeys.all, "search", filters],
    queryFn: ({ pageParam, signal }) => searchJobs(filters, pageParam, signal),
    initialPageParam: 1,
    // A total at the cap means "at least that many": keep offering more while pages come back full,
    // as deep as the server pages.
    getNextPageParam: (last: JobPage) =>
      last.items.length === last.pageSize &&
      (last.page * last.pageSize < last.total || last.total >= JOB_TOTAL_CAP) &&
      (last.page + 1) * last.pageSize <= MAX_SEARCH_DEPTH
        ? last.page + 1
        : undefined,
  });
}

/** Matching jobs, page by page ('Load more'); the previous results stay while new ones load. */
export function useJobSearch(filters: JobSearchFilters) {
  return useInfiniteQuery({ ...jobSearchQuery(filters), placeholderData: keepPreviousData });
}
