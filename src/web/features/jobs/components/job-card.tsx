import { formatSalaryLine } from "@shared/domain/salary-format";
import type { Job } from "@shared/schemas/jobs";
import { CheckCircle2, MapPin, Wallet } from "lucide-react";
import { memo, type Ref } from "react";
import { CompanyLogo } from "../../../components/company-logo";
import { DEMO_POSTING, DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { UnverifiedBadge } from "../../../components/unverified-badge";
import { ClosedJobNotice } from "./closed-job-notice";
import { ConvertedPay } from "./converted-pay";
import { JobBadges } from "./job-badges";
import { MatchBadge } from "./match-badge";
import { ApplyBy, PostedTime } from "./posted-time";
import { SaveJobButton } from "./save-job-button";
import { SponsorMark } from "./sponsor-mark";

const SHOWN_SKILLS = 4;

/**
 * A job in a list: the title opens the job page; the bookmark saves it. Memoised: a list redrawn
 * for a changed filter or a saved job redraws only the cards whose job changed.
 */
export const JobCard = memo(function JobCard({
  job,
  titleRef,
}: {
  job: Job;
  titleRef?: Ref<HTMLAnchorElement>;
}) {
  const extraSkills = job.skills.length - SHOWN_SKILLS;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <CompanyLogo name={job.company.name} logo={job.company.logo} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold leading-snug text-fg sm:text-lg">
            <PrefetchLink href={`/jobs/${job.id}`} ref={titleRef} className="hover:underline">
              {job.title}
            </PrefetchLink>
          </h2>
          {/* The company link keeps a finger's width (24px) of its own under the title's link. */}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            {job.company.listed ? (
              <PrefetchLink
                href={`/companies/${job.company.id}`}
                className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
              >
                {job.company.name}
              </PrefetchLink>
            ) : (
              <span className="inline-flex min-h-6 items-center">{job.company.name}</span>
            )}
            {job.isDemo ? <DemoBadge detail={DEMO_POSTING} /> : null}
            {job.company.verified === false ? <UnverifiedBadge /> : null}
          </p>
          {job.match ? <MatchBadge match={job.match} className="mt-2" /> : null}
        </div>
        <SaveJobButton job={job} />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {job.location}
        </span>
        <span className="inline-flex items-center gap-1">
          <Wallet className="size-4" aria-hidden="true" />
          <span className="sr-only">Salary: </span>
          {formatSalaryLine(job)}
        </span>
        <ConvertedPay pay={job.pay} />
        <PostedTime postedAt={job.postedAt} prefix="Posted " withDate />
        {job.validThrough && !job.closedAt ? <ApplyBy validThrough={job.validThrough} /> : null}
      </div>
      <JobBadges job={job} />
      <SponsorMark record={job.sponsorRecord} />
      <ClosedJobNotice job={job} compact />
      {job.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {job.skills.slice(0, SHOWN_SKILLS).map((skill) => (
            <li key={skill} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs text-fg">
              {skill}
            </li>
          ))}
          {extraSkills > 0 ? <li className="px-1 py-0.5 text-xs text-muted">+{extraSkills} more</li> : null}
        </ul>
      ) : null}
      {job.applied ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-fg">
          <CheckCircle2 className="size-4 text-score-green" aria-hidden="true" />
          Applied
        </p>
      ) : null}
    </article>
  );
});
