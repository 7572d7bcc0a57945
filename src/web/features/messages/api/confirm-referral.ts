import { confirmReferral as confirmReferralEndpoint } from "@shared/api/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

export function confirmReferral(id: number) {
  return request(confirmReferralEndpoint, { params: { id } });
}

export function useConfirmReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.referralRequests }),
  });
}
