import { updateReferrer as updateReferrerEndpoint } from "@shared/api/referrals";
import type { OfferingPatch } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export function updateReferrer({ id, patch }: { id: number; patch: OfferingPatch }) {
  return request(updateReferrerEndpoint, { params: { id }, body: patch });
}

export function useUpdateReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
