import { formatSalary } from "@shared/domain/salary-format";
import { ArrowRight, Filter } from "lucide-react";
import { CompanyLogo } from "../../../components/company-logo";
import { DEMO_POSTING, DemoBadge } from "../../../components/demo-badge";
import { PrefetchLink } from "../../../components/prefetch-link";
import { ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { RECENT_JOBS, useRecentJobs } from "../api/get-recent-jobs";
import { PostedTime } from "./posted-time";
import { SaveJobButton } from "./save-job-button";

/** 'Recent Job Listings': the newest jobs, the Filter button (opens the job filters) and a link to all jobs. */
export function RecentJobs() {
  const recent = useRecentJobs();
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">Recent Job Listings</h2>
        <div className="flex gap-2">
          <ButtonLink href="/jobs?filters=open" variant="secondary" size="sm">
            <Filter className="size-4" aria-hidden="true" />
            Filter
          </ButtonLink>
          <ButtonLink href="/jobs" variant="ghost" size="sm">
            View all jobs
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
      {recent.isPending ? (
        <LoadingSkeleton label="Loading the newest jobs..." className="divide-y divide-border">
          {Array.from({ length: RECENT_JOBS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="flex items-center gap-3 py-3">
              <Skeleton className="size-12 shrink-0" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton className="size-11 shrink-0" />
            </div>
          ))}
        </LoadingSkeleton>
      ) : recent.isError ? (
        <p role="alert" className="text-sm text-fg">
          {errorMessage(recent.error, "The newest jobs could not be loaded.")}
        </p>
      ) : recent.data.items.length === 0 ? (
        <p className="text-sm text-muted">No jobs have been posted yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {recent.data.items.map((job) => (
            <li key={job.id} className="flex items-center gap-3 py-3">
              <CompanyLogo name={job.company.name} logo={job.company.logo} />
              <div className="min-w-0 flex-1">
                <PrefetchLink href={`/jobs/${job.id}`} className="font-semibold text-fg hover:underline">
                  {job.title}
                </PrefetchLink>
                <p className="truncate text-sm text-muted">
                  {job.isDemo ? <DemoBadge detail={DEMO_POSTING} className="mr-1.5" /> : null}
                  {job.company.name} · {job.location}
                </p>
                <p className="text-sm text-muted">
                  {formatSalary(job)} · <PostedTime postedAt={job.postedAt} />
                </p>
              </div>
              <SaveJobButton job={job} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
