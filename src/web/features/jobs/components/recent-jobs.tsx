import { formatSalary } from "@shared/domain/salary-format";
import { ArrowRight, Filter } from "lucide-react";
import { PrefetchLink } from "../../../app/prefetch-link";
import { ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useRecentJobs } from "../api/get-recent-jobs";
import { CompanyLogo } from "./company-logo";
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
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
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
              <CompanyLogo logo={job.company.logo} />
              <div className="min-w-0 flex-1">
                <PrefetchLink href={`/jobs/${job.id}`} className="font-semibold text-fg hover:underline">
                  {job.title}
                </PrefetchLink>
                <p className="truncate text-sm text-muted">
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
