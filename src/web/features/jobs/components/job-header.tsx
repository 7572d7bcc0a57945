import { formatSalaryLine } from "@shared/domain/salary-format";
import type { Job } from "@shared/schemas/jobs";
import { Building2, CalendarClock, Clock, MapPin, Wallet } from "lucide-react";
import { CompanyLogo } from "../../../components/company-logo";
import { DEMO_POSTING, DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Card } from "../../../components/ui/card";
import { UnverifiedBadge } from "../../../components/unverified-badge";
import { JobBadges } from "./job-badges";
import { JobMatchSummary } from "./match-badge";
import { ApplyBy, PostedTime } from "./posted-time";
import { SaveJobButton } from "./save-job-button";

export function JobHeader({ job }: { job: Job }) {
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company.name} logo={job.company.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-fg md:text-3xl">{job.title}</h1>
          {job.isDemo ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <DemoBadge detail={DEMO_POSTING} />
              The company and this job are fictional, made up to show how Borderless works.
            </p>
          ) : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <li className="inline-flex items-center gap-1">
              <Building2 className="size-4" aria-hidden="true" />
              <span className="sr-only">Company: </span>
              {job.company.listed ? (
                <PrefetchLink
                  href={`/companies/${job.company.id}`}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {job.company.name}
                </PrefetchLink>
              ) : (
                job.company.name
              )}
              {job.company.verified === false ? <UnverifiedBadge className="ml-1" /> : null}
            </li>
            <li className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {job.location}
            </li>
            <li className="inline-flex items-center gap-1">
              <Wallet className="size-4" aria-hidden="true" />
              <span className="sr-only">Salary: </span>
              {formatSalaryLine(job)}
            </li>
            <li className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              <PostedTime postedAt={job.postedAt} prefix="Posted " withDate />
            </li>
            {job.validThrough && !job.closedAt ? (
              <li className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden="true" />
                <ApplyBy validThrough={job.validThrough} />
              </li>
            ) : null}
          </ul>
          <div className="mt-3">
            <JobBadges job={job} />
          </div>
          {job.match ? <JobMatchSummary match={job.match} /> : null}
        </div>
        <SaveJobButton job={job} withLabel />
      </div>
    </Card>
  );
}
