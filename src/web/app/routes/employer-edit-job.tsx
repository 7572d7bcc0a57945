import { parseRouteId } from "@shared/routes";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { PageLoading } from "../../components/ui/page-loading";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { useJobToEdit } from "../../features/employer/api/get-job";
import { JobPostingForm } from "../../features/employer/components/job-form";
import { toJobForm } from "../../features/employer/lib/job-form-values";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";

function NotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title="Job not found"
      action={<ButtonLink href="/employer">Your companies</ButtonLink>}
    />
  );
}

export default function EmployerEditJobPage({ id }: { id: string }) {
  const jobId = parseRouteId(id);
  const [, navigate] = useLocation();
  const job = useJobToEdit(jobId);
  const countries = useCountrySummaries();
  useEffect(() => {
    document.title = `Edit ${job.data?.title ?? "a job"} · Borderless`;
  }, [job.data]);

  if (jobId === null) return <NotFound />;
  if (job.isPending || countries.isPending) return <PageLoading />;
  if (job.isError && job.error instanceof ApiError && job.error.status === 404) return <NotFound />;
  if (job.isError || countries.isError) {
    const retry = () => void Promise.all([job.refetch(), countries.refetch()]);
    return <LoadError headingLevel={1} error={job.error ?? countries.error} onRetry={retry} what="the job" />;
  }
  const data = job.data;
  if (data.source !== "employer") {
    return (
      <EmptyState
        headingLevel={1}
        title="This job is updated by its import"
        description="It comes from the company's careers site; change it there and the next import brings the change."
        action={<ButtonLink href="/employer">Your companies</ButtonLink>}
      />
    );
  }

  return (
    <>
      <Link
        href={`/employer/companies/${data.company.id}`}
        className="mb-4 inline-flex min-h-11 items-center text-sm font-medium underline-offset-2 hover:underline"
      >
        ← {data.company.name}
      </Link>
      <PageHeader title={`Edit ${data.title}`} subtitle={`At ${data.company.name}.`} />
      <Card>
        <JobPostingForm
          target={{ kind: "edit", jobId: data.id }}
          initial={toJobForm(data)}
          countries={countries.data}
          submitLabel="Save changes"
          onSaved={(saved) => {
            toast({ title: "Job saved", description: "Job seekers see the change at once." });
            navigate(`/employer/companies/${saved.company.id}`);
          }}
        />
      </Card>
    </>
  );
}
