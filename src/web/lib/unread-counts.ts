import { getUnreadCounts } from "@shared/api/notifications";
import type { UnreadCounts } from "@shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "./api-client";
import { notificationKeys } from "./query-keys";
import { useSession } from "./session";

/** How often the counts are asked for again while the page is in view (and on coming back to it). */
const REFRESH_MS = 60_000;

export const unreadCountsQuery = queryOptions({
  queryKey: notificationKeys.unreadCounts,
  queryFn: ({ signal }) => request(getUnreadCounts, {}, { signal }),
  refetchInterval: REFRESH_MS,
  refetchOnWindowFocus: "always",
  staleTime: 0,
});

/**
 * My unread notifications and messages, for the bell and the messages badge of the layout: fresh on
 * coming back to the window and every minute; a live message event or a read refreshes them at once.
 * Nothing for a visitor.
 */
export function useUnreadCounts(): UnreadCounts {
  const { user } = useSession();
  const query = useQuery({ ...unreadCountsQuery, enabled: Boolean(user) });
  return user && query.data ? query.data : { notifications: 0, messages: 0 };
}
