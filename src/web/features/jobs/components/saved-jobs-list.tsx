import { Bookmark } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListingCardSkeletons } from "../../../components/ui/listing-card-skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { listItems } from "../../../lib/list-pages";
import { useSavedJobs } from "../api/get-saved-jobs";
import { useStats } from "../api/get-stats";
import { JobCard } from "./job-card";

/** The signed-in person's saved jobs (the /saved page and the Account page's Saved Jobs tab). */
export function SavedJobsList() {
  const saved = useSavedJobs();
  const stats = useStats();

  if (saved.isPending) {
    return <ListingCardSkeletons count={3} label="Loading saved jobs..." />;
  }
  if (saved.isError && !saved.data) {
    return <LoadError error={saved.error} onRetry={() => void saved.refetch()} what="your saved jobs" />;
  }
  const jobs = listItems(saved.data);
  if (jobs.length === 0) {
    return (
      <EmptyState
        icon={<Bookmark className="size-10" aria-hidden="true" />}
        title="No saved jobs yet"
        description="Press the bookmark on any job to keep it here."
        action={<ButtonLink href="/jobs">Browse Jobs</ButtonLink>}
      />
    );
  }
  // All pages loaded: the list is the count; otherwise the dashboard figure knows the total.
  const total = saved.hasNextPage ? stats.data?.savedJobs : jobs.length;
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {total === undefined
          ? `${jobs.length}+ saved jobs`
          : `${total} saved ${total === 1 ? "job" : "jobs"}`}
      </p>
      <ul className="flex flex-col gap-4">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      {saved.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          More saved jobs could not be loaded. Please try again.
        </p>
      ) : null}
      {saved.hasNextPage ? (
        <LoadMore
          label="Load more saved jobs"
          loading={saved.isFetchingNextPage}
          onLoad={() => void saved.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
