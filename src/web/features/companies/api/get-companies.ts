import { COMPANY_MAX_PAGE, COMPANY_PAGE_SIZE } from "@shared/domain/company-limits";
import type { CompanyPage } from "@shared/schemas/companies";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./keys";

export function getCompanies(q: string, page: number, signal?: AbortSignal): Promise<CompanyPage> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  params.set("page", String(page));
  params.set("pageSize", String(COMPANY_PAGE_SIZE));
  return api<CompanyPage>(`/api/companies?${params}`, { signal });
}

export function companiesQuery(rawQ: string) {
  const q = rawQ.slice(0, 100).trim();
  return infiniteQueryOptions({
    queryKey: [...companyKeys.all, "list", q],
    queryFn: ({ pageParam, signal }) => getCompanies(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CompanyPage) =>
      last.page * last.pageSize < last.total && last.page < COMPANY_MAX_PAGE ? last.page + 1 : undefined,
  });
}

/** Companies matching the name search, page by page ('Load more'); the previous list stays while a new one loads. */
export function useCompanies(q: string) {
  return useInfiniteQuery({ ...companiesQuery(q), placeholderData: keepPreviousData });
}
