import type { Job } from "@shared/schemas/jobs";
import { Badge } from "../../../components/ui/badge";

/** Employment type, visa sponsorship and work type, in the specification's order. */
export function JobBadges({ job }: { job: Pick<Job, "employmentType" | "visaSponsorship" | "workType"> }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Job type">
      <li>
        <Badge tone="primary">{job.employmentType}</Badge>
      </li>
      <li>
        {job.visaSponsorship ? (
          <Badge tone="success">Visa Sponsorship</Badge>
        ) : (
          <Badge tone="neutral">No Visa Sponsorship</Badge>
        )}
      </li>
      <li>
        <Badge tone="neutral">{job.workType}</Badge>
      </li>
    </ul>
  );
}
