import type { ReferralCompanyWithCount } from "@shared/schemas/referrals";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchListPage, listPaging } from "../../../lib/list-pages";
import { referralKeys } from "./keys";

/** Companies shown at a time; 'Load more' adds as many again. */
export const COMPANIES_PAGE = 24;

export function getReferralCompanies(q: string, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  return fetchListPage<ReferralCompanyWithCount>(
    "/api/referral-companies",
    params,
    offset,
    COMPANIES_PAGE,
    signal,
  );
}

export function referralCompaniesQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: [...referralKeys.companies, q],
    queryFn: ({ pageParam, signal }) => getReferralCompanies(q, pageParam, signal),
    ...listPaging,
  });
}

/** The marketplace's companies, page by page ('Load more'). */
export function useReferralCompanies(q: string) {
  return useInfiniteQuery({ ...referralCompaniesQuery(q), placeholderData: keepPreviousData });
}
