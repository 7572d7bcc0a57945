import type { OfferingInput, Referrer } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export function createReferrer(input: OfferingInput): Promise<Referrer> {
  return api<Referrer>("/api/referrers", { method: "POST", body: input });
}

export function useCreateReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
