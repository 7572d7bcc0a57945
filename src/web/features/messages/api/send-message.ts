import { sendMessage as sendMessageEndpoint } from "@shared/api/messages";
import type { SendMessageInput } from "@shared/schemas/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateMessaging } from "../../../lib/query-keys";

export function sendMessage(input: SendMessageInput) {
  return request(sendMessageEndpoint, { body: input });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => invalidateMessaging(queryClient) });
}
