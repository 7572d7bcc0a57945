import { Bell } from "lucide-react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/cn";
import { useUnreadCounts } from "../../lib/unread-counts";

/** "9+" beyond nine, so the badge keeps its size; the accessible name says the exact number. */
export function shortCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/** The signed-in person's bell: goes to /notifications, with the number of unread notifications. */
export function NotificationBell() {
  const [location] = useLocation();
  const unread = useUnreadCounts().notifications;
  return (
    <Link
      href="/notifications"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      aria-current={location === "/notifications" ? "page" : undefined}
      className={cn(
        "relative inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2",
        location === "/notifications" && "bg-primary-soft text-primary-soft-fg",
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-semibold leading-5 text-primary-fg"
        >
          {shortCount(unread)}
        </span>
      ) : null}
    </Link>
  );
}

/** "Referral Market, 2 unread messages" for an item that shows the badge; undefined (its text) otherwise. */
export function useUnreadMessagesLabel(item: { label: string; unreadMessages?: true }): string | undefined {
  const unread = useUnreadCounts().messages;
  if (!item.unreadMessages || unread === 0) return undefined;
  return `${item.label}, ${unread} unread ${unread === 1 ? "message" : "messages"}`;
}

/**
 * Beside the Referral Market item: how many messages to me wait unread (nothing when none). Only
 * seen: the item's accessible name says it in words (useUnreadMessagesLabel).
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const unread = useUnreadCounts().messages;
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-fg",
        className,
      )}
    >
      {shortCount(unread)}
    </span>
  );
}
