import { formatSalary } from "@shared/domain/salary-format";
import type { Job } from "@shared/schemas/jobs";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { PostedTime } from "./posted-time";

export function JobDetailsCard({ job }: { job: Job }) {
  const rows: Array<[string, ReactNode]> = [
    ["Salary Range", formatSalary(job)],
    ["Job Type", `${job.employmentType} · ${job.workType}`],
    ["Location", job.location],
    ["Posted", <PostedTime key="posted" postedAt={job.postedAt} />],
    [
      "Visa Sponsorship",
      job.visaSponsorship ? "Visa Sponsorship Available" : "Visa Sponsorship Not Available",
    ],
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Job Details</h2>
      <dl className="mt-3 divide-y divide-border">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 py-2.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
