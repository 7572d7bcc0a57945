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
      aria-current={location === "/notifications" ? "page" : undefined}
      className={cn(
        "relative inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2",
        location === "/notifications" && "bg-primary-soft text-primary-soft-fg",
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      <span className="sr-only">{unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}</span>
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

/**
 * Beside the Referral Market item: how many messages to me wait unread (nothing when none). The
 * number is seen; the item's accessible name gets the words ("Referral Market 2 unread messages"),
 * which `words` places after the label where the number sits on the icon, before it.
 */
export function UnreadMessagesBadge({
  className,
  part = "both",
}: {
  className?: string;
  part?: "both" | "number" | "words";
}) {
  const unread = useUnreadCounts().messages;
  if (unread === 0) return null;
  return (
    <>
      {part !== "words" ? (
        <span
          aria-hidden="true"
          className={cn(
            "min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-fg",
            className,
          )}
        >
          {shortCount(unread)}
        </span>
      ) : null}
      {part !== "number" ? (
        <span className="sr-only">{`${unread} unread ${unread === 1 ? "message" : "messages"}`}</span>
      ) : null}
    </>
  );
}
