import type { Conversation, UnreadCount } from "@shared/schemas/messages";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { fetchListPage, listPaging } from "../../../lib/list-pages";
import { messagingKeys } from "../../../lib/query-keys";

/** Conversations shown at a time; 'Load more' adds as many again. */
export const CONVERSATIONS_PAGE = 30;

export function getConversations(offset: number, signal?: AbortSignal) {
  return fetchListPage<Conversation>(
    "/api/conversations",
    new URLSearchParams(),
    offset,
    CONVERSATIONS_PAGE,
    signal,
  );
}

export const conversationsQuery = infiniteQueryOptions({
  queryKey: messagingKeys.conversations,
  queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
  ...listPaging,
});

/** My conversations, latest first, page by page ('Load more'). */
export function useConversations() {
  return useInfiniteQuery(conversationsQuery);
}

/** Unread messages over all my conversations (not only the loaded pages); refreshed with them. */
export const unreadCountQuery = queryOptions({
  queryKey: [...messagingKeys.conversations, "unread"],
  queryFn: () => api<UnreadCount>("/api/conversations/unread"),
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
