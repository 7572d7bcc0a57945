import type { ReferralCompanyWithCount } from "@shared/schemas/referrals";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getReferralCompanies(q: string): Promise<ReferralCompanyWithCount[]> {
  return api<ReferralCompanyWithCount[]>(`/api/referral-companies${q ? `?q=${encodeURIComponent(q)}` : ""}`);
}

export function referralCompaniesQuery(q: string) {
  return queryOptions({ queryKey: ["/api/referral-companies", q], queryFn: () => getReferralCompanies(q) });
}

export function useReferralCompanies(q: string) {
  return useQuery({ ...referralCompaniesQuery(q), placeholderData: keepPreviousData });
}
