import type { CompanyOption } from "@shared/schemas/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { referralKeys } from "./keys";

export function getCompanyOptions(): Promise<CompanyOption[]> {
  return api<CompanyOption[]>("/api/referral-companies/options");
}

export const companyOptionsQuery = queryOptions({
  queryKey: referralKeys.companyOptions,
  queryFn: getCompanyOptions,
});

export function useCompanyOptions() {
  return useQuery(companyOptionsQuery);
}
