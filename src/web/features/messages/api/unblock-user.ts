import { unblockUser as unblockUserEndpoint } from "@shared/api/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { blocksKey } from "./get-blocks";

export async function unblockUser(userId: number): Promise<void> {
  await request(unblockUserEndpoint, { params: { userId } });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey }),
  });
}
