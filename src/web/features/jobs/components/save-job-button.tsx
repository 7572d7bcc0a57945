import type { Job } from "@shared/schemas/jobs";
import { Bookmark } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSetJobSaved } from "../api/save-job";

/**
 * The bookmark toggle on cards and the job page. Its name says what is true: "Save job" until the job
 * is saved, then "Saved" (on cards "Save {title}", then "Saved: {title}"), with aria-pressed and the
 * filled icon; pressing a saved one removes it, as its description says. A visitor is asked to sign
 * in and comes back here afterwards.
 */
export function SaveJobButton({
  job,
  withLabel = false,
}: {
  job: Pick<Job, "id" | "title" | "saved">;
  withLabel?: boolean;
}) {
  const { user } = useSession();
  const setSaved = useSetJobSaved();

  function onClick() {
    if (!user) {
      // Read when pressed: following the address would redraw every card's button on each filter.
      const next = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
      toast({
        title: "Sign in to save jobs",
        description: "Your saved jobs are kept in your account, ready on any device.",
        action: { label: "Sign in", href: `/login?next=${next}` },
      });
      return;
    }
    setSaved.mutate({ jobId: job.id, saved: !job.saved });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={job.saved}
      aria-label={withLabel ? undefined : job.saved ? `Saved: ${job.title}` : `Save ${job.title}`}
      title={job.saved ? "Remove from saved" : "Save this job"}
      className={cn(
        "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors",
        withLabel ? "px-4" : "px-0",
        job.saved
          ? "border-primary bg-primary-soft text-primary-soft-fg hover:bg-surface-2"
          : "border-border bg-surface text-fg hover:bg-surface-2",
      )}
    >
      <Bookmark className={cn("size-5", job.saved && "fill-current")} aria-hidden="true" />
      {withLabel ? <span>{job.saved ? "Saved" : "Save job"}</span> : null}
    </button>
  );
}
