import { createReferrer as createReferrerEndpoint } from "@shared/api/referrals";
import type { OfferingInput } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export function createReferrer(input: OfferingInput) {
  return request(createReferrerEndpoint, { body: input });
}

export function useCreateReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
