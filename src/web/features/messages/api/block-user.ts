import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { blocksKey } from "./get-blocks";

export function blockUser(userId: number): Promise<{ blocked: true }> {
  return api<{ blocked: true }>("/api/blocks", { method: "POST", body: { userId } });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey }),
  });
}
