import type { Message } from "@shared/schemas/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { messagingKeys } from "../../../lib/query-keys";

/**
 * The conversation between me and another person (section 7's senderId & receiverId). A deleted
 * account has no id: its messages are the ones of mine whose other side is gone.
 */
export async function getConversationMessages(me: number, other: number | null): Promise<Message[]> {
  if (other === null) {
    const mine = await api<Message[]>(`/api/messages?senderId=${me}`);
    return mine.filter((m) => (m.senderId === me ? m.receiverId === null : m.senderId === null));
  }
  return api<Message[]>(`/api/messages?senderId=${me}&receiverId=${other}`);
}

export function conversationMessagesQuery(me: number, other: number | null) {
  return queryOptions({
    queryKey: [...messagingKeys.messages, me, other],
    queryFn: () => getConversationMessages(me, other),
  });
}

export function useConversationMessages(me: number, other: number | null) {
  return useQuery(conversationMessagesQuery(me, other));
}
