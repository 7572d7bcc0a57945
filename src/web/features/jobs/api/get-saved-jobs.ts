import { listSavedJobs } from "@shared/api/jobs";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { listPaging, requestListPage } from "../../../lib/list-pages";
import { payCurrencyQuery } from "../../../lib/pay-currency";
import { jobKeys } from "./keys";

/** Saved jobs shown at a time; 'Load more' adds as many again. */
export const SAVED_JOBS_PAGE = 20;

export function getSavedJobs(offset: number, signal?: AbortSignal) {
  return requestListPage(listSavedJobs, payCurrencyQuery(), offset, SAVED_JOBS_PAGE, signal);
}

export const savedJobsQuery = infiniteQueryOptions({
  queryKey: jobKeys.saved,
  queryFn: ({ pageParam, signal }) => getSavedJobs(pageParam, signal),
  ...listPaging,
});

/** The signed-in person's saved jobs, newest saved first, page by page ('Load more'). */
export function useSavedJobs() {
  return useInfiniteQuery(savedJobsQuery);
}
