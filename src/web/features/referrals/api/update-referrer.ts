import type { OfferingPatch, Referrer } from "@shared/schemas/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export function updateReferrer({ id, patch }: { id: number; patch: OfferingPatch }): Promise<Referrer> {
  return api<Referrer>(`/api/referrers/${id}`, { method: "PATCH", body: patch });
}

export function useUpdateReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
