import { blockUser as blockUserEndpoint } from "@shared/api/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { blocksKey } from "./get-blocks";

export function blockUser(userId: number) {
  return request(blockUserEndpoint, { body: { userId } });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey }),
  });
}
