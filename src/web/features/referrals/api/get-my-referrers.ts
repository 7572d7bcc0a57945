import { listUserReferrers } from "@shared/api/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getUserReferrers(userId: number) {
  return request(listUserReferrers, { params: { id: userId } });
}

export function userReferrersQuery(userId: number) {
  return queryOptions({
    queryKey: queryKey(listUserReferrers, { params: { id: userId } }),
    queryFn: () => getUserReferrers(userId),
  });
}

/** The signed-in person's own offerings, active and inactive. */
export function useMyReferrers(userId: number) {
  return useQuery(userReferrersQuery(userId));
}
