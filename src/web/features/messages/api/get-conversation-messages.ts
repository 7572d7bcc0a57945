import { listMessages } from "@shared/api/messages";
import type { Message } from "@shared/schemas/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

/** The query a conversation is read with: all of mine when the other side's account is deleted. */
function conversationQueryOf(me: number, other: number | null) {
  return { senderId: me, receiverId: other ?? undefined };
}

/**
 * The conversation between me and another person (section 7's senderId & receiverId). A deleted
 * account has no id: its messages are the ones of mine whose other side is gone.
 */
export async function getConversationMessages(me: number, other: number | null): Promise<Message[]> {
  const messages = await request(listMessages, { query: conversationQueryOf(me, other) });
  if (other !== null) return messages;
  return messages.filter((m) => (m.senderId === me ? m.receiverId === null : m.senderId === null));
}

export function conversationMessagesQuery(me: number, other: number | null) {
  return queryOptions({
    queryKey: queryKey(listMessages, { query: conversationQueryOf(me, other) }),
    queryFn: () => getConversationMessages(me, other),
  });
}

export function useConversationMessages(me: number, other: number | null) {
  return useQuery(conversationMessagesQuery(me, other));
}
