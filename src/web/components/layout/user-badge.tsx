import type { Me } from "@shared/schemas/auth";
import { Link } from "wouter";
import { buttonClass } from "../ui/button";

/** The signed-in person (avatar initial, name, profession), or Sign In / Get Started for a visitor. */
export function UserBadge({ user, loading }: { user: Me | null; loading: boolean }) {
  if (loading) return <div className="h-14" aria-hidden="true" />;
  if (!user) {
    return (
      <div className="flex flex-col gap-2">
        <Link href="/login" className={buttonClass("secondary", "sm")}>
          Sign In
        </Link>
        <Link href="/register" className={buttonClass("primary", "sm")}>
          Get Started
        </Link>
      </div>
    );
  }
  return (
    <Link href="/account" className="flex items-center gap-3 rounded-lg p-2 hover:bg-surface-2">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-fg"
      >
        {(user.fullName || user.username).charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-fg">{user.fullName || user.username}</span>
        <span className="block truncate text-sm text-muted">{user.profession ?? `@${user.username}`}</span>
      </span>
    </Link>
  );
}
