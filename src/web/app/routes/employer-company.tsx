import { parseRouteId } from "@shared/routes";
import { useEffect, useId } from "react";
import { Link } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { PageLoading } from "../../components/ui/page-loading";
import { useManagedCompanies } from "../../features/employer/api/get-managed-companies";
import { CompanyDetailsForm } from "../../features/employer/components/company-details-form";
import { CompanyJobs } from "../../features/employer/components/company-jobs";

export default function EmployerCompanyPage({ id }: { id: string }) {
  const companyId = parseRouteId(id);
  const companies = useManagedCompanies();
  const company = companies.data?.find((c) => c.id === companyId);
  const detailsHeading = useId();
  const jobsHeading = useId();
  useEffect(() => {
    document.title = `${company ? `Manage ${company.name}` : "Manage a company"} · Borderless`;
  }, [company]);

  if (companies.isPending) return <PageLoading />;
  if (companies.isError) {
    return (
      <LoadError
        headingLevel={1}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        what="the company"
      />
    );
  }
  if (!company || companyId === null) {
    return (
      <EmptyState
        headingLevel={1}
        title="Company not found"
        description="There is no company page with this address that you manage."
        action={<ButtonLink href="/employer">Your companies</ButtonLink>}
      />
    );
  }

  return (
    <>
      <Link
        href="/employer"
        className="mb-4 inline-flex min-h-11 items-center text-sm font-medium underline-offset-2 hover:underline"
      >
        ← Your companies
      </Link>
      <PageHeader
        title={company.name}
        subtitle={
          <>
            {company.location} ·{" "}
            <Link href={`/companies/${company.id}`} className="text-primary underline underline-offset-2">
              Public page
            </Link>
          </>
        }
        actions={<ButtonLink href={`/employer/companies/${company.id}/jobs/new`}>Post a job</ButtonLink>}
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby={jobsHeading}>
          <h2 id={jobsHeading} className="mb-3 text-lg font-semibold text-fg">
            Jobs
          </h2>
          <CompanyJobs companyId={company.id} />
        </section>
        <Card>
          <section aria-labelledby={detailsHeading}>
            <h2 id={detailsHeading} className="mb-4 text-lg font-semibold text-fg">
              Company details
            </h2>
            <CompanyDetailsForm company={company} />
          </section>
        </Card>
      </div>
    </>
  );
}
