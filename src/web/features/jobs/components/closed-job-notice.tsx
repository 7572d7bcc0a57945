import type { Job } from "@shared/schemas/jobs";
import { CircleSlash } from "lucide-react";
import { CLOSED_HEADLINE, closedReasonText, formatDay } from "../lib/job-status";

/**
 * Said in place of the Apply button of a job that stopped accepting applications, with why.
 * `compact` is the one-line form for job cards.
 */
export function ClosedJobNotice({
  job,
  compact = false,
}: {
  job: Pick<Job, "closedAt" | "closedReason">;
  compact?: boolean;
}) {
  if (!job.closedAt) return null;
  const reason = closedReasonText(job.closedReason);
  if (compact) {
    return (
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
        <CircleSlash className="size-4 text-danger" aria-hidden="true" />
        <strong className="font-semibold text-fg">{CLOSED_HEADLINE}</strong>
        <span className="text-muted">{reason}</span>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="closed-job-heading"
      className="rounded-xl border-2 border-danger bg-danger-soft p-5 text-danger-soft-fg"
    >
      <h2 id="closed-job-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CircleSlash className="size-5" aria-hidden="true" />
        {CLOSED_HEADLINE}
      </h2>
      <p className="mt-2">
        {reason} It closed on <time dateTime={job.closedAt}>{formatDay(job.closedAt)}</time>. The details
        below stay for reference.
      </p>
    </section>
  );
}
