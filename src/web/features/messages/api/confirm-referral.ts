import type { ReferralRequest } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

export function confirmReferral(id: number): Promise<ReferralRequest> {
  return api<ReferralRequest>(`/api/referral-requests/${id}/confirm`, { method: "POST" });
}

export function useConfirmReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.referralRequests }),
  });
}
