import type { Job } from "@shared/schemas/jobs";
import { Briefcase } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/badge";
import { Button, ButtonLink } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCompanyJobs } from "../api/get-company-jobs";
import { useSetJobOpen } from "../api/set-job-open";

function JobRow({ job, onClose }: { job: Job; onClose: (job: Job) => void }) {
  const setOpen = useSetJobOpen();
  const closed = job.closedAt !== null;
  const reopen = () =>
    setOpen.mutate(
      { jobId: job.id, open: true },
      {
        onSuccess: () => toast({ title: "Job reopened", description: `${job.title} is back in search.` }),
        onError: (error) =>
          toast({
            title: "Could not reopen the job",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="min-w-0">
        <h3 className="font-semibold text-fg">
          <Link href={`/jobs/${job.id}`} className="underline-offset-2 hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {job.location} · {job.employmentType} · {job.workType}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={closed ? "neutral" : "success"}>{closed ? "Closed" : "Open"}</Badge>
        {job.source === "employer" ? (
          <ButtonLink href={`/employer/jobs/${job.id}/edit`} variant="secondary" size="sm">
            Edit<span className="sr-only"> {job.title}</span>
          </ButtonLink>
        ) : null}
        {closed ? (
          <Button variant="secondary" size="sm" onClick={reopen} disabled={setOpen.isPending}>
            Reopen<span className="sr-only"> {job.title}</span>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => onClose(job)}>
            Close<span className="sr-only"> {job.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** A managed company's jobs, open and closed, with their actions. */
export function CompanyJobs({ companyId }: { companyId: number }) {
  const jobs = useCompanyJobs(companyId);
  const setOpen = useSetJobOpen();
  const [closing, setClosing] = useState<Job | null>(null);

  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading jobs" className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (jobs.isError)
    return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what="the jobs" />;
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        icon={<Briefcase className="size-8 text-muted" aria-hidden="true" />}
        title="No jobs yet"
        description="Post a job and it appears in search at once."
      />
    );
  }

  const confirmClose = () => {
    if (!closing) return;
    const job = closing;
    setOpen.mutate(
      { jobId: job.id, open: false },
      {
        onSuccess: () => {
          toast({ title: "Job closed", description: `${job.title} no longer accepts applications.` });
          setClosing(null);
        },
        onError: (error) => {
          toast({
            title: "Could not close the job",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
          setClosing(null);
        },
      },
    );
  };

  return (
    <>
      <ul className="flex flex-col gap-3">
        {jobs.data.map((job) => (
          <JobRow key={job.id} job={job} onClose={setClosing} />
        ))}
      </ul>
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => {
          if (!open) setClosing(null);
        }}
        title={`Close ${closing?.title ?? "this job"}?`}
        description="It leaves search at once and its page says it no longer accepts applications. You can reopen it later."
        confirmLabel="Close job"
        onConfirm={confirmClose}
        pending={setOpen.isPending}
      />
    </>
  );
}
