import { formatSalary, formatSalaryLine, isLpaSalary, rupeeRateNote } from "@shared/domain/salary-format";
import type { PublishedFigure } from "@shared/schemas/common";
import type { Job } from "@shared/schemas/jobs";
import type { ReactNode } from "react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Card } from "../../../components/ui/card";
import { formatDay, VISA_DETAIL } from "../lib/job-status";
import { ConvertedPay } from "./converted-pay";
import { ApplyBy, PostedTime } from "./posted-time";

/**
 * The job's facts. A salary shown in lakh rupees says the rate it was converted at, beside the
 * published yearly average (`exchangeRate`, from the job's country).
 */
export function JobDetailsCard({ job, exchangeRate }: { job: Job; exchangeRate?: PublishedFigure | null }) {
  const salary = isLpaSalary(job) ? (
    <>
      {formatSalary(job)}
      <span className="mt-0.5 block text-xs font-normal text-muted">
        Converted {rupeeRateNote(exchangeRate)}.{" "}
        <PrefetchLink
          href="/methodology#exchangeRate"
          className="underline decoration-border underline-offset-2 hover:text-fg hover:decoration-current"
        >
          About this rate
        </PrefetchLink>
      </span>
    </>
  ) : (
    <>
      {formatSalaryLine(job)}
      {job.pay?.converted && job.pay.converted.currency !== job.pay.currency ? (
        <span className="mt-0.5 block text-sm font-normal text-muted">
          <ConvertedPay pay={job.pay} /> in your currency
        </span>
      ) : null}
    </>
  );
  const rows: Array<[string, ReactNode]> = [
    ["Salary Range", salary],
    ["Job Type", `${job.employmentType} · ${job.workType}`],
    ["Location", job.location],
    ["Posted", <PostedTime key="posted" postedAt={job.postedAt} withDate />],
    ["Visa Sponsorship", VISA_DETAIL[job.visa.status]],
  ];
  if (job.closedAt)
    rows.push([
      "Closed",
      <time key="closed" dateTime={job.closedAt}>
        {formatDay(job.closedAt)}
      </time>,
    ]);
  else if (job.validThrough)
    rows.push(["Closing date", <ApplyBy key="closing" validThrough={job.validThrough} />]);
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
