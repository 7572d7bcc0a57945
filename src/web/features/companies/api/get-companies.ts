import { listCompanies } from "@shared/api/companies";
import { COMPANY_MAX_PAGE, COMPANY_PAGE_SIZE } from "@shared/domain/company-limits";
import type { CompanyPage } from "@shared/schemas/companies";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function companiesQuery(rawQ: string) {
  const q = rawQ.slice(0, 100).trim();
  return infiniteQueryOptions({
    queryKey: queryKey(listCompanies, { query: { q } }),
    queryFn: ({ pageParam, signal }) =>
      request(listCompanies, { query: { q, page: pageParam, pageSize: COMPANY_PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: CompanyPage) =>
      last.page * last.pageSize < last.total && last.page < COMPANY_MAX_PAGE ? last.page + 1 : undefined,
  });
}

/** Companies matching the name search, page by page ('Load more'); the previous list stays while a new one loads. */
export function useCompanies(q: string) {
  return useInfiniteQuery({ ...companiesQuery(q), placeholderData: keepPreviousData });
}
