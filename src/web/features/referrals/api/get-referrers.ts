import type { Referrer } from "@shared/schemas/referrals";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchListPage, listPaging } from "../../../lib/list-pages";
import { referralKeys } from "./keys";

export interface ReferrerFilters {
  q: string;
  companyId: number | null;
}

/** Referrers shown at a time; 'Load more' adds as many again. */
export const REFERRERS_PAGE = 24;

export function getReferrers(filters: ReferrerFilters, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.companyId) params.set("companyId", String(filters.companyId));
  return fetchListPage<Referrer>("/api/referrers", params, offset, REFERRERS_PAGE, signal);
}

export function referrersQuery(filters: ReferrerFilters) {
  return infiniteQueryOptions({
    queryKey: [...referralKeys.referrers, filters],
    queryFn: ({ pageParam, signal }) => getReferrers(filters, pageParam, signal),
    ...listPaging,
  });
}

/** The marketplace's referrers, page by page ('Load more'). */
export function useReferrers(filters: ReferrerFilters) {
  return useInfiniteQuery({ ...referrersQuery(filters), placeholderData: keepPreviousData });
}
