import type { Referrer } from "@shared/schemas/referrals";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ReferrerFilters {
  q: string;
  companyId: number | null;
}

export function getReferrers(filters: ReferrerFilters): Promise<Referrer[]> {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.companyId) params.set("companyId", String(filters.companyId));
  const qs = params.toString();
  return api<Referrer[]>(`/api/referrers${qs ? `?${qs}` : ""}`);
}

export function referrersQuery(filters: ReferrerFilters) {
  return queryOptions({ queryKey: ["/api/referrers", filters], queryFn: () => getReferrers(filters) });
}

export function useReferrers(filters: ReferrerFilters) {
  return useQuery({ ...referrersQuery(filters), placeholderData: keepPreviousData });
}
