import type { Message, SendMessageInput } from "@shared/schemas/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateMessaging } from "../../../lib/query-keys";

export function sendMessage(input: SendMessageInput): Promise<Message> {
  return api<Message>("/api/messages", { method: "POST", body: input });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => invalidateMessaging(queryClient) });
}
