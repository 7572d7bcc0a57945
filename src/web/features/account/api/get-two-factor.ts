import type { TwoFactorStatus } from "@shared/schemas/account-security";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getTwoFactor(): Promise<TwoFactorStatus> {
  return api<TwoFactorStatus>("/api/account/two-factor");
}

export const twoFactorQuery = queryOptions({ queryKey: ["/api/account/two-factor"], queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(twoFactorQuery);
}
