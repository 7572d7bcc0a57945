import { Bookmark } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { useSavedJobs } from "../api/get-saved-jobs";
import { JobCard } from "./job-card";
import { JobCardSkeletons } from "./job-card-skeleton";

/** The signed-in person's saved jobs (the /saved page and the Account page's Saved Jobs tab). */
export function SavedJobsList() {
  const saved = useSavedJobs();

  if (saved.isPending) {
    return <JobCardSkeletons count={3} label="Loading saved jobs..." />;
  }
  if (saved.isError) {
    return <LoadError error={saved.error} onRetry={() => void saved.refetch()} what="your saved jobs" />;
  }
  if (saved.data.length === 0) {
    return (
      <EmptyState
        icon={<Bookmark className="size-10" aria-hidden="true" />}
        title="No saved jobs yet"
        description="Press the bookmark on any job to keep it here."
        action={<ButtonLink href="/jobs">Browse Jobs</ButtonLink>}
      />
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {saved.data.length} saved {saved.data.length === 1 ? "job" : "jobs"}
      </p>
      <ul className="flex flex-col gap-4">
        {saved.data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </div>
  );
}
