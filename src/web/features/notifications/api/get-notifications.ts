import type { AppNotification } from "@shared/schemas/notifications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchListPage, listPaging } from "../../../lib/list-pages";
import { notificationKeys } from "../../../lib/query-keys";

/** Notifications shown at a time; 'Load more' adds as many again. */
export const NOTIFICATIONS_PAGE = 20;

export const notificationsQuery = infiniteQueryOptions({
  queryKey: [...notificationKeys.all, "list"],
  queryFn: ({ pageParam, signal }) =>
    fetchListPage<AppNotification>(
      "/api/notifications",
      new URLSearchParams(),
      pageParam,
      NOTIFICATIONS_PAGE,
      signal,
    ),
  ...listPaging,
});

/** My notifications, newest first, page by page ('Load more'). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
