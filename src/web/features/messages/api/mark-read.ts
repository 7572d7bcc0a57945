import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { messagingKeys, notificationKeys } from "../../../lib/query-keys";

export function markRead(withUserId: number | null): Promise<{ updated: number }> {
  return api<{ updated: number }>("/api/messages/read", { method: "POST", body: { withUserId } });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.messages }),
        // The layout's unread-messages badge follows what was just read.
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCounts }),
      ]),
  });
}
