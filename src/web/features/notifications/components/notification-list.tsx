import { relativeTime } from "@shared/domain/relative-time";
import type { AppNotification } from "@shared/schemas/notifications";
import { Bell, BriefcaseBusiness, Globe2, MessageSquare, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { listItems } from "../../../lib/list-pages";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "../api/mark-read";

const ICONS: Record<AppNotification["kind"], typeof Bell> = {
  "job-alert": BriefcaseBusiness,
  "job-matches": BriefcaseBusiness,
  "referral-request": Users,
  "referral-status": Users,
  message: MessageSquare,
  country: Globe2,
};

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const Icon = ICONS[notification.kind];
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <span className="sr-only">{unread ? "Unread: " : ""}</span>
      <span className={cn("block text-fg", unread ? "font-semibold" : "font-medium")}>
        {notification.title}
      </span>
      {notification.body ? (
        <span className="mt-0.5 block text-sm text-muted">{notification.body}</span>
      ) : null}
      <time
        dateTime={notification.createdAt}
        title={new Date(notification.createdAt).toLocaleString()}
        className="mt-1 block text-xs text-muted"
      >
        {relativeTime(notification.createdAt)}
      </time>
    </>
  );
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4",
        unread ? "border-primary bg-primary-soft/40" : "border-border bg-surface",
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {notification.link ? (
          <Link
            href={notification.link}
            onClick={onOpen}
            className="block rounded-md hover:underline focus-visible:outline-offset-2"
          >
            {content}
          </Link>
        ) : (
          <div>{content}</div>
        )}
      </div>
      {unread ? (
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
      ) : null}
    </li>
  );
}

/** The /notifications page's list: newest first, unread ones marked; opening one marks it read. */
export function NotificationList() {
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  if (query.isPending) {
    return (
      <LoadingSkeleton label="Loading notifications..." className="flex flex-col gap-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full rounded-xl" />
        ))}
      </LoadingSkeleton>
    );
  }
  if (query.isError && !query.data) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what="your notifications" />;
  }
  const notifications = listItems(query.data);
  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={<Bell className="size-10" aria-hidden="true" />}
        title="No notifications yet"
        description="Referral requests, answers to yours, messages waiting for you and updates of countries you follow show up here."
      />
    );
  }
  const anyUnread = notifications.some((n) => !n.read);
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {anyUnread ? "Unread notifications are highlighted." : "You're all caught up."}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {markAll.isError ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          Your notifications could not be marked read. Please try again.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              if (!notification.read) markRead.mutate(notification.id);
            }}
          />
        ))}
      </ul>
      {query.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          More notifications could not be loaded. Please try again.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <LoadMore
          label="Load more notifications"
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
