import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateOfferings } from "./invalidate-offerings";

export function deleteReferrer(id: number): Promise<void> {
  return api<void>(`/api/referrers/${id}`, { method: "DELETE" });
}

export function useDeleteReferrer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReferrer, onSuccess: () => invalidateOfferings(queryClient) });
}
