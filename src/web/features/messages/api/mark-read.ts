import { markMessagesRead } from "@shared/api/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { messagingKeys, notificationKeys } from "../../../lib/query-keys";

export function markRead(withUserId: number | null) {
  return request(markMessagesRead, { body: { withUserId } });
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
