import { getTwoFactor as getTwoFactorEndpoint } from "@shared/api/two-factor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getTwoFactor() {
  return request(getTwoFactorEndpoint);
}

export const twoFactorQuery = queryOptions({
  queryKey: queryKey(getTwoFactorEndpoint),
  queryFn: getTwoFactor,
});

export function useTwoFactor() {
  return useQuery(twoFactorQuery);
}
