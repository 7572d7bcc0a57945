import type { CreateReferralRequestInput, CreateReferralRequestResult } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/conversations"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/messages"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/referral-requests"] }),
      ]),
  });
}
