import { countUnreadMessages, listConversations } from "@shared/api/messages";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { listPaging, requestListPage } from "../../../lib/list-pages";
import { messagingKeys } from "../../../lib/query-keys";

/** Conversations shown at a time; 'Load more' adds as many again. */
export const CONVERSATIONS_PAGE = 30;

export function getConversations(offset: number, signal?: AbortSignal) {
  return requestListPage(listConversations, {}, offset, CONVERSATIONS_PAGE, signal);
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

/**
 * Unread messages over all my conversations (not only the loaded pages); its key starts with the
 * conversations', so it is refreshed with them.
 */
export const unreadCountQuery = queryOptions({
  queryKey: queryKey(countUnreadMessages),
  queryFn: () => request(countUnreadMessages),
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
