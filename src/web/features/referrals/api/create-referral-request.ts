import { createReferralRequest as createReferralRequestEndpoint } from "@shared/api/referrals";
import type { CreateReferralRequestInput } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateMessaging } from "../../../lib/query-keys";

export function createReferralRequest(input: CreateReferralRequestInput) {
  return request(createReferralRequestEndpoint, { body: input });
}

/** Contact for Referral; the conversation list and that conversation change with it. */
export function useCreateReferralRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralRequest,
    onSuccess: () => invalidateMessaging(queryClient),
  });
}
