import { listReferralCompanyOptions } from "@shared/api/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { referralKeys } from "./keys";

export function getCompanyOptions() {
  return request(listReferralCompanyOptions);
}

export const companyOptionsQuery = queryOptions({
  queryKey: referralKeys.companyOptions,
  queryFn: getCompanyOptions,
});

export function useCompanyOptions() {
  return useQuery(companyOptionsQuery);
}
