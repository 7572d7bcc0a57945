import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from "@shared/schemas/applications";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/badge";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/input";
import { ListingCardSkeletons } from "../../../components/ui/listing-card-skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useApplications, useRemoveApplication, useUpdateApplication } from "../api/applications";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function failed(title: string) {
  return (error: Error) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });
}

function NoteForm({ application }: { application: Application }) {
  const [note, setNote] = useState(application.note);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateApplication();
  const jobId = application.job.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { jobId, note },
      {
        onSuccess: (saved) => {
          setNote(saved.note);
          toast({ title: "Note saved" });
        },
        onError: (e) => setError(errorMessage(e, "The note could not be saved.")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field label="Private note" hint="Only you can see it." error={error}>
        <Textarea
          value={note}
          maxLength={APPLICATION_NOTE_MAX}
          rows={2}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={update.isPending || note === application.note}
        >
          {update.isPending ? "Saving..." : "Save note"}
        </Button>
      </div>
    </form>
  );
}

function ApplicationRow({ application }: { application: Application }) {
  const { job } = application;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateApplication();
  const remove = useRemoveApplication();

  return (
    <Card className="flex flex-col gap-4">
      <article aria-labelledby={titleId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">{job.company.name}</p>
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <Link
              href={`/jobs/${job.id}`}
              className="text-fg underline underline-offset-2 hover:no-underline"
            >
              {job.title}
            </Link>
            {job.closedAt ? <Badge tone="warning">Closed</Badge> : null}
          </h2>
          <p className="text-sm text-muted">
            Applied {dateFormat.format(new Date(application.appliedAt))}
            {application.status !== "Applied"
              ? ` · ${application.status} since ${dateFormat.format(new Date(application.statusChangedAt))}`
              : ""}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label="Status">
            <Select
              aria-label={`Status for ${job.title}`}
              value={application.status}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { jobId: job.id, status: e.target.value as ApplicationStatus },
                  {
                    onSuccess: (saved) => toast({ title: `Status: ${saved.status}` }),
                    onError: failed("Could not change the status"),
                  },
                )
              }
            >
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          </Field>
          <NoteForm application={application} />
        </div>
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${job.title}`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </Button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this application?"
        description={`${job.title} at ${job.company.name} leaves your tracker with its status and note.`}
        confirmLabel="Remove application"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(job.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: "Application removed" });
            },
            onError: failed("Could not remove the application"),
          })
        }
      />
    </Card>
  );
}

/** The /applications page's list: each job applied to, with its status, note and removal. */
export function ApplicationsList() {
  const applications = useApplications();
  if (applications.isPending) return <ListingCardSkeletons count={3} label="Loading your applications..." />;
  if (applications.isError && !applications.data) {
    return (
      <LoadError
        error={applications.error}
        onRetry={() => void applications.refetch()}
        what="your applications"
      />
    );
  }
  const items = applications.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Send className="size-10" aria-hidden="true" />}
        title="No applications yet"
        description="Open a job's application from its page and it is tracked here."
        action={<ButtonLink href="/jobs">Browse Jobs</ButtonLink>}
      />
    );
  }
  const total = applications.data.pages[0]?.counts.total ?? items.length;
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {total} {total === 1 ? "application" : "applications"}
      </p>
      <ul className="flex flex-col gap-4">
        {items.map((application) => (
          <li key={application.job.id}>
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      {applications.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          More applications could not be loaded. Please try again.
        </p>
      ) : null}
      {applications.hasNextPage ? (
        <LoadMore
          label="Load more applications"
          loading={applications.isFetchingNextPage}
          onLoad={() => void applications.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
