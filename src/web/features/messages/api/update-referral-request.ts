import type { REFERRER_DECISIONS, ReferralRequest } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

export type Decision = (typeof REFERRER_DECISIONS)[number];

export function updateReferralRequest({
  id,
  status,
}: {
  id: number;
  status: Decision;
}): Promise<ReferralRequest> {
  return api<ReferralRequest>(`/api/referral-requests/${id}`, { method: "PATCH", body: { status } });
}

export function useUpdateReferralRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.referralRequests }),
  });
}
