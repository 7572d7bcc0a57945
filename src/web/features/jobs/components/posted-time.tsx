import { relativeTime } from "@shared/domain/relative-time";

/** '3 days ago', with the exact date for those who hover or read the markup. */
export function PostedTime({ postedAt, prefix = "" }: { postedAt: string; prefix?: string }) {
  const date = new Date(postedAt);
  return (
    <time dateTime={postedAt} title={date.toLocaleString()}>
      {prefix}
      {relativeTime(postedAt)}
    </time>
  );
}
