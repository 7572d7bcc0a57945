import type { Job } from "@shared/schemas/jobs";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchListPage, listPaging } from "../../../lib/list-pages";
import { storedPayCurrency } from "../../../lib/pay-currency";
import { jobKeys } from "./keys";

/** Saved jobs shown at a time; 'Load more' adds as many again. */
export const SAVED_JOBS_PAGE = 20;

export function getSavedJobs(offset: number, signal?: AbortSignal) {
  return fetchListPage<Job>("/api/saved-jobs", payCurrencyParams(), offset, SAVED_JOBS_PAGE, signal);
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

/** The browser's "Show pay in" currency, as the list's query parameter. */
function payCurrencyParams(): URLSearchParams {
  const currency = storedPayCurrency();
  return new URLSearchParams(currency ? { currency } : {});
}
