import { JOB_LINK_MAX, PASTED_TEXT_MAX } from "@shared/schemas/applications";
import { Link2, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useAddJob } from "../api/applications";

const EMPTY_TEXT = { title: "", company: "", location: "", text: "" };

/**
 * "Add a job": a posting's link, read by the server into a job only this person sees, with their
 * application to it; when the link cannot be read, the posting's words pasted instead. On success
 * the job's own page opens, with its visa panel and take-home pay.
 */
export function AddJobButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden="true" />
        Add a job
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add a job"
        description="Paste the link of a job posting from anywhere on the web. Only you will see it, in your applications."
      >
        {open ? <AddJobForm onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function AddJobForm({ onDone }: { onDone: () => void }) {
  const [, navigate] = useLocation();
  const add = useAddJob();
  const [url, setUrl] = useState("");
  // The link could not be read: why, and the text form in its place.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [pasted, setPasted] = useState(EMPTY_TEXT);

  const failure = add.error;
  const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
  const linkError =
    failure && !unreadable && !(failure instanceof ApiError && failure.status === 422)
      ? errorMessage(failure, "The link could not be added.")
      : undefined;

  function added(jobId: number) {
    toast({ title: "The job is in your applications" });
    onDone();
    navigate(`/jobs/${jobId}`);
  }

  function submitLink(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { url: url.trim() },
      {
        onSuccess: (application) => added(application.job.id),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setUnreadable(error.message);
        },
      },
    );
  }

  function submitText(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { ...pasted, ...(url.trim() ? { url: url.trim() } : {}) },
      { onSuccess: (application) => added(application.job.id) },
    );
  }

  if (unreadable !== null) {
    // The pasted text's own failure (the link's is the message above), unless a field names it.
    const textError =
      failure && add.variables && "title" in add.variables && Object.keys(fieldErrors).length === 0
        ? errorMessage(failure, "The job could not be added.")
        : undefined;
    const set = (key: keyof typeof EMPTY_TEXT) => (value: string) =>
      setPasted((p) => ({ ...p, [key]: value }));
    return (
      <form
        onSubmit={submitText}
        className="flex flex-col gap-4"
        aria-label="Paste the posting's text"
        noValidate
      >
        <p role="alert" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
          {unreadable}
        </p>
        <Field label="Job title" error={fieldErrors.title?.[0]}>
          <Input
            value={pasted.title}
            onChange={(e) => set("title")(e.target.value)}
            required
            maxLength={200}
          />
        </Field>
        <Field label="Company" error={fieldErrors.company?.[0]}>
          <Input
            value={pasted.company}
            onChange={(e) => set("company")(e.target.value)}
            required
            maxLength={200}
          />
        </Field>
        <Field
          label="Location"
          hint="A city and country, such as London, United Kingdom"
          error={fieldErrors.location?.[0]}
        >
          <Input
            value={pasted.location}
            onChange={(e) => set("location")(e.target.value)}
            required
            maxLength={200}
          />
        </Field>
        <Field
          label="The posting's text"
          hint="Paste the whole posting: its visa words are read from it"
          error={fieldErrors.text?.[0]}
        >
          <Textarea
            value={pasted.text}
            onChange={(e) => set("text")(e.target.value)}
            required
            rows={8}
            maxLength={PASTED_TEXT_MAX}
          />
        </Field>
        {textError ? (
          <p role="alert" className="text-sm text-danger">
            {textError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setUnreadable(null)}>
            Try another link
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add this job"}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      onSubmit={submitLink}
      className="flex flex-col gap-4"
      aria-label="Add a job from its link"
      noValidate
    >
      <Field
        label="Job posting link"
        hint="The page of one job, on the employer's site or a job board"
        error={linkError ?? fieldErrors.url?.[0]}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={JOB_LINK_MAX}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            add.reset();
            setUnreadable("Paste the posting's words below.");
          }}
        >
          Paste the text instead
        </Button>
        <Button type="submit" disabled={add.isPending || url.trim() === ""}>
          <Link2 className="size-4" aria-hidden="true" />
          {add.isPending ? "Reading the page…" : "Read the posting"}
        </Button>
      </div>
      {add.isPending ? (
        <p className="text-sm text-muted" role="status">
          Reading the page… this can take up to 10 seconds.
        </p>
      ) : null}
    </form>
  );
}
