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
import { useManagedCompanies } from "../../features/employer/api/get-managed-companies";
import { JobPostingForm } from "../../features/employer/components/job-form";
import { EMPTY_JOB_FORM } from "../../features/employer/lib/job-form-values";
import { toast } from "../../lib/toast";

export default function EmployerNewJobPage({ id }: { id: string }) {
  const companyId = parseRouteId(id);
  const [, navigate] = useLocation();
  const companies = useManagedCompanies();
  const countries = useCountrySummaries();
  const company = companies.data?.find((c) => c.id === companyId);
  useEffect(() => {
    document.title = `Post a job${company ? ` at ${company.name}` : ""} · Borderless`;
  }, [company]);

  if (companies.isPending || countries.isPending) return <PageLoading />;
  if (companies.isError || countries.isError) {
    const retry = () => void Promise.all([companies.refetch(), countries.refetch()]);
    return (
      <LoadError
        headingLevel={1}
        error={companies.error ?? countries.error}
        onRetry={retry}
        what="the form"
      />
    );
  }
  if (!company) {
    return (
      <EmptyState
        headingLevel={1}
        title="Company not found"
        description="You can post jobs only for company pages you manage."
        action={<ButtonLink href="/employer">Your companies</ButtonLink>}
      />
    );
  }

  return (
    <>
      <Link
        href={`/employer/companies/${company.id}`}
        className="mb-4 inline-flex min-h-11 items-center text-sm font-medium underline-offset-2 hover:underline"
      >
        ← {company.name}
      </Link>
      <PageHeader
        title="Post a job"
        subtitle={`At ${company.name}. It appears in search as soon as you post it.`}
      />
      <Card>
        <JobPostingForm
          target={{ kind: "new", companyId: company.id }}
          initial={EMPTY_JOB_FORM}
          countries={countries.data}
          submitLabel="Post job"
          onSaved={(job) => {
            toast({ title: "Job posted", description: "It is in search now." });
            navigate(`/employer/companies/${job.company.id}`);
          }}
        />
      </Card>
    </>
  );
}
