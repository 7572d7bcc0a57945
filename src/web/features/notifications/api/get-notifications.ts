import { listNotifications } from "@shared/api/notifications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { listPaging, requestListPage } from "../../../lib/list-pages";
import { notificationKeys } from "../../../lib/query-keys";

/** Notifications shown at a time; 'Load more' adds as many again. */
export const NOTIFICATIONS_PAGE = 20;

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ pageParam, signal }) =>
    requestListPage(listNotifications, {}, pageParam, NOTIFICATIONS_PAGE, signal),
  ...listPaging,
});

/** My notifications, newest first, page by page ('Load more'). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
