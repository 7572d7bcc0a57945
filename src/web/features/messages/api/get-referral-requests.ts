import type { ReferralRequest } from "@shared/schemas/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

export function getReferralRequests(withUserId: number): Promise<ReferralRequest[]> {
  return api<ReferralRequest[]>(`/api/referral-requests?withUserId=${withUserId}`);
}

export function referralRequestsQuery(withUserId: number) {
  return queryOptions({
    queryKey: [...messagingKeys.referralRequests, withUserId],
    queryFn: () => getReferralRequests(withUserId),
  });
}

/** The referral requests a conversation carries (none for a deleted account). */
export function useReferralRequests(withUserId: number | null) {
  return useQuery({ ...referralRequestsQuery(withUserId ?? 0), enabled: withUserId !== null });
}
