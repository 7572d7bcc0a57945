import { listReferralCompanies } from "@shared/api/referrals";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { queryKey } from "../../../lib/api-client";
import { listPaging, requestListPage } from "../../../lib/list-pages";

/** Companies shown at a time; 'Load more' adds as many again. */
export const COMPANIES_PAGE = 24;

export function getReferralCompanies(q: string, offset: number, signal?: AbortSignal) {
  return requestListPage(listReferralCompanies, { q: q || undefined }, offset, COMPANIES_PAGE, signal);
}

export function referralCompaniesQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: queryKey(listReferralCompanies, { query: { q: q || undefined } }),
    queryFn: ({ pageParam, signal }) => getReferralCompanies(q, pageParam, signal),
    ...listPaging,
  });
}

/** The marketplace's companies, page by page ('Load more'). */
export function useReferralCompanies(q: string) {
  return useInfiniteQuery({ ...referralCompaniesQuery(q), placeholderData: keepPreviousData });
}
