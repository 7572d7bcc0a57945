import { deleteReferrer as deleteReferrerEndpoint } from "@shared/api/referrals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export async function deleteReferrer(id: number): Promise<void> {
  await request(deleteReferrerEndpoint, { params: { id } });
}

export function useDeleteReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
