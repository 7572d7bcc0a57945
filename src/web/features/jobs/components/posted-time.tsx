import { relativeTime } from "@shared/domain/relative-time";
import { formatDay } from "../lib/job-status";

/**
 * '3 days ago', with the exact date for those who hover or read the markup; `withDate` also shows
 * the calendar date ('Posted 3 days ago · 22 Nov 2026').
 */
export function PostedTime({
  postedAt,
  prefix = "",
  withDate = false,
}: {
  postedAt: string;
  prefix?: string;
  withDate?: boolean;
}) {
  const date = new Date(postedAt);
  return (
    <time dateTime={postedAt} title={date.toLocaleString()}>
      {prefix}
      {relativeTime(postedAt)}
      {withDate ? ` · ${formatDay(postedAt)}` : null}
    </time>
  );
}

/** 'Apply by 31 Dec 2026' for a posting with a closing date. */
export function ApplyBy({ validThrough }: { validThrough: string }) {
  return <time dateTime={validThrough}>Apply by {formatDay(validThrough)}</time>;
}
