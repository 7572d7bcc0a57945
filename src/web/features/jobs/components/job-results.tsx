import { JOB_TOTAL_CAP } from "@shared/domain/job-limits";
import type { JobPage, JobSort } from "@shared/schemas/jobs";
import type { InfiniteData } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListingCardSkeletons } from "../../../components/ui/listing-card-skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { afterNextPaint } from "../../../lib/after-next-paint";
import { errorMessage } from "../../../lib/api-client";
import { resultSummary } from "../lib/result-summary";
import { JobCard } from "./job-card";

interface JobResultsProps {
  data: InfiniteData<JobPage> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** New results for changed filters are on their way (the previous ones stay shown meanwhile). */
  isUpdating: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => void;
  onReset: () => void;
  /** The order asked for; the answer says which one it is in. */
  sort: JobSort;
}

/** The result list: count, cards, 'Load more' (keeping the scroll position), empty and error states. */
export function JobResults(props: JobResultsProps) {
  const { data, isPending, isError, error, isUpdating, hasNextPage, isFetchingNextPage } = props;
  const firstNewTitle = useRef<HTMLAnchorElement>(null);
  const focusIndex = useRef<number | null>(null);
  const jobs = data?.pages.flatMap((page) => page.items) ?? [];
  const first = data?.pages[0];
  const total = first?.total ?? 0;

  useEffect(() => {
    // After 'Load more', keyboard focus moves to the first new job instead of staying at the bottom.
    if (focusIndex.current !== null && jobs.length > focusIndex.current) {
      firstNewTitle.current?.focus();
      focusIndex.current = null;
    }
  });

  if (isPending) {
    return <ListingCardSkeletons label="Loading jobs..." />;
  }
  if (isError && !data) {
    return <LoadError error={error} onRetry={props.refetch} what="the jobs" />;
  }

  return (
    <div aria-busy={isUpdating}>
      <p role="status" aria-live="polite" className="mb-3 text-sm text-muted">
        {isUpdating
          ? "Updating results..."
          : first && jobs.length > 0
            ? resultSummary(first, props.sort)
            : ""}
      </p>
      {jobs.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title="No jobs found"
          description="Try adjusting your search filters"
          action={
            <Button variant="secondary" onClick={props.onReset}>
              Reset Filters
            </Button>
          }
        />
      ) : (
        <ul
          className={isUpdating ? "flex flex-col gap-4 opacity-60 transition-opacity" : "flex flex-col gap-4"}
        >
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobCard job={job} titleRef={index === focusIndex.current ? firstNewTitle : undefined} />
            </li>
          ))}
        </ul>
      )}
      {isError && data ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {errorMessage(error, "More jobs could not be loaded. Please try again.")}
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-muted">
            Showing {jobs.length.toLocaleString("en-US")} of{" "}
            {total >= JOB_TOTAL_CAP
              ? `${JOB_TOTAL_CAP.toLocaleString("en-US")}+`
              : total.toLocaleString("en-US")}
          </p>
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            onClick={() => {
              focusIndex.current = jobs.length;
              // The press is painted first; the request, and the cards it brings, follow.
              afterNextPaint(() => void props.fetchNextPage());
            }}
          >
            {isFetchingNextPage ? "Loading more..." : "Load more jobs"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
