import { listReferrers } from "@shared/api/referrals";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { queryKey } from "../../../lib/api-client";
import { listPaging, requestListPage } from "../../../lib/list-pages";

export interface ReferrerFilters {
  q: string;
  companyId: number | null;
}

/** Referrers shown at a time; 'Load more' adds as many again. */
export const REFERRERS_PAGE = 24;

/** The filters as the endpoint's query: an empty search or no company leaves that filter out. */
function referrersQueryOf(filters: ReferrerFilters) {
  return { q: filters.q || undefined, companyId: filters.companyId || undefined };
}

export function getReferrers(filters: ReferrerFilters, offset: number, signal?: AbortSignal) {
  return requestListPage(listReferrers, referrersQueryOf(filters), offset, REFERRERS_PAGE, signal);
}

export function referrersQuery(filters: ReferrerFilters) {
  return infiniteQueryOptions({
    queryKey: queryKey(listReferrers, { query: referrersQueryOf(filters) }),
    queryFn: ({ pageParam, signal }) => getReferrers(filters, pageParam, signal),
    ...listPaging,
  });
}

/** The marketplace's referrers, page by page ('Load more'). */
export function useReferrers(filters: ReferrerFilters) {
  return useInfiniteQuery({ ...referrersQuery(filters), placeholderData: keepPreviousData });
}
