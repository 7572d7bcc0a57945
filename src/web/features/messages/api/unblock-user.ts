import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { blocksKey } from "./get-blocks";

export function unblockUser(userId: number): Promise<void> {
  return api<void>(`/api/blocks/${userId}`, { method: "DELETE" });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey }),
  });
}
