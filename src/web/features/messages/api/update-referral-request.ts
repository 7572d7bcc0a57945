import { decideReferralRequest } from "@shared/api/referrals";
import type { REFERRER_DECISIONS } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

export type Decision = (typeof REFERRER_DECISIONS)[number];

export function updateReferralRequest({ id, status }: { id: number; status: Decision }) {
  return request(decideReferralRequest, { params: { id }, body: { status } });
}

export function useUpdateReferralRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.referralRequests }),
  });
}
