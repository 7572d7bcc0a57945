import type { Job } from "@shared/schemas/jobs";
import { Badge } from "../../../components/ui/badge";
import { VISA_BADGE } from "../lib/job-status";

/**
 * Employment type, the visa answer and work type, in the specification's order. A "yes" stands
 * out; "no" and "not stated" are quieter, and "not stated" quieter still.
 */
export function JobBadges({ job }: { job: Pick<Job, "employmentType" | "visa" | "workType"> }) {
  const status = job.visa.status;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job type">
      <li>
        <Badge tone="primary">{job.employmentType}</Badge>
      </li>
      <li>
        {status === "yes" ? (
          <Badge tone="success">{VISA_BADGE.yes}</Badge>
        ) : status === "no" ? (
          <Badge tone="neutral">{VISA_BADGE.no}</Badge>
        ) : (
          <Badge tone="neutral" className="border-dashed bg-transparent font-normal text-muted">
            {VISA_BADGE.unknown}
          </Badge>
        )}
      </li>
      <li>
        <Badge tone="neutral">{job.workType}</Badge>
      </li>
    </ul>
  );
}
