import { listJobs } from "@shared/api/jobs";
import { JOB_TOTAL_CAP, MAX_SEARCH_DEPTH } from "@shared/domain/job-limits";
import { jobSearchRequestQuery } from "@shared/domain/job-search-url";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { payCurrencyQuery } from "../../../lib/pay-currency";
import { type JobSearchFilters, normalizedFilters } from "../lib/search-params";

/** The job search answers a page to any request that pages: a bare list here is a wrong answer. */
export function asJobPage(answer: Job[] | JobPage): JobPage {
  if (Array.isArray(answer)) throw new Error("The job search answered a list instead of a page.");
  return answer;
}

export async function searchJobs(
  filters: JobSearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<JobPage> {
  // The server names the first page's request in the HTML of /jobs: the same parameters, in the same order.
  const query = { ...jobSearchRequestQuery(filters, page), ...payCurrencyQuery() };
  return asJobPage(await request(listJobs, { query }, { signal }));
}

/** The search's key: its request's query, but for the page (one key holds every page loaded). */
function searchKey(filters: JobSearchFilters) {
  const { page: _page, ...query } = jobSearchRequestQuery(filters, 1);
  return queryKey(listJobs, { query });
}

export function jobSearchQuery(raw: JobSearchFilters) {
  const filters = normalizedFilters(raw);
  return infiniteQueryOptions({
    queryKey: searchKey(filters),
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
