import { listReferralRequests } from "@shared/api/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getReferralRequests(withUserId: number) {
  return request(listReferralRequests, { query: { withUserId } });
}

export function referralRequestsQuery(withUserId: number) {
  return queryOptions({
    queryKey: queryKey(listReferralRequests, { query: { withUserId } }),
    queryFn: () => getReferralRequests(withUserId),
  });
}

/** The referral requests a conversation carries (none for a deleted account). */
export function useReferralRequests(withUserId: number | null) {
  return useQuery({ ...referralRequestsQuery(withUserId ?? 0), enabled: withUserId !== null });
}
