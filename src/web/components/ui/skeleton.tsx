import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A placeholder block of the final content's size, so nothing shifts when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-surface-2", className)} />;
}

/** A card's outline around placeholders, like the Card the content will sit in. */
export function SkeletonCard({
  padding = "p-5",
  className,
  children,
}: {
  padding?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-xl border border-border bg-surface shadow-sm", padding, className)}
    >
      {children}
    </div>
  );
}

/**
 * A loading state: placeholders shaped like the content (hidden from assistive technology) and a
 * status saying what is loading, read by screen readers and, with `showLabel`, shown on the line
 * where the content's own summary line (such as "20 jobs found") will be. `className` lays out the
 * placeholders as the content will be laid out; the visually hidden status takes no room in it.
 */
export function LoadingSkeleton({
  label,
  showLabel = false,
  className,
  children,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const status = (
    <p role="status" className={showLabel ? "mb-3 text-sm text-muted" : "sr-only"}>
      {label}
    </p>
  );
  if (showLabel) {
    return (
      <div>
        {status}
        <div className={className}>{children}</div>
      </div>
    );
  }
  return (
    <div className={className}>
      {status}
      {children}
    </div>
  );
}
