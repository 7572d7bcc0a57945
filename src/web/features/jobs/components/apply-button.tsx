import type { Job } from "@shared/schemas/jobs";
import { CheckCircle2, ExternalLink } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";
import { useApplyToJob } from "../api/apply-to-job";

/**
 * Opens the employer's application page in a new tab (for a fictional demo posting, our page that
 * says so); for a signed-in person it also records the application so the job shows 'Applied'
 * from then on.
 */
export function ApplyButton({ job }: { job: Job }) {
  const { user } = useSession();
  const apply = useApplyToJob();
  // A closed job shows why instead (ClosedJobNotice); the server refuses its application too.
  if (job.closedAt) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <a
        href={job.isDemo ? `/demo-posting?job=${job.id}` : job.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("primary", "md", "px-6 text-base")}
        onClick={() => {
          if (user && !job.applied) apply.mutate(job.id);
        }}
      >
        Apply for this Position
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p role="status" className="text-sm text-muted">
        {job.applied ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-fg">
            <CheckCircle2 className="size-4 text-score-green" aria-hidden="true" />
            Applied
          </span>
        ) : user ? (
          "We'll mark this job as applied when you open the application."
        ) : (
          "Sign in to keep track of the jobs you apply to."
        )}
      </p>
    </div>
  );
}
