import type { CreateReferralRequestInput, CreateReferralRequestResult } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateMessaging } from "../../../lib/query-keys";

export function createReferralRequest(
  input: CreateReferralRequestInput,
): Promise<CreateReferralRequestResult> {
  return api<CreateReferralRequestResult>("/api/referral-requests", { method: "POST", body: input });
}

/** Contact for Referral; the conversation list and that conversation change with it. */
export function useCreateReferralRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralRequest,
    onSuccess: () => invalidateMessaging(queryClient),
  });
}
