import type { Referrer } from "@shared/schemas/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { referralKeys } from "./keys";

export function getUserReferrers(userId: number): Promise<Referrer[]> {
  return api<Referrer[]>(`/api/users/${userId}/referrers`);
}

export function userReferrersQuery(userId: number) {
  return queryOptions({
    queryKey: [...referralKeys.users, userId, "referrers"],
    queryFn: () => getUserReferrers(userId),
  });
}

/** The signed-in person's own offerings, active and inactive. */
export function useMyReferrers(userId: number) {
  return useQuery(userReferrersQuery(userId));
}
