import { parseRouteId } from "@shared/routes";
import { ArrowLeft, Briefcase } from "lucide-react";
import { useEffect } from "react";
import { PrefetchLink } from "../../components/prefetch-link";
import { ButtonLink } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ListingCardSkeletons } from "../../components/ui/listing-card-skeleton";
import { LoadError } from "../../components/ui/load-error";
import { useCompany } from "../../features/companies/api/get-company";
import { CompanyHeader } from "../../features/companies/components/company-header";
import { CompanyReferrers } from "../../features/companies/components/company-referrers";
import { CompanyRegisters } from "../../features/companies/components/company-registers";
import { SponsorshipSummary } from "../../features/companies/components/sponsorship-summary";
import { VisaAnswer } from "../../features/companies/components/visa-answer";
import { JobCard } from "../../features/jobs/components/job-card";
import { ApiError } from "../../lib/api-client";

function BackToCompanies() {
  return (
    <PrefetchLink
      href="/companies"
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg underline-offset-2 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All companies
    </PrefetchLink>
  );
}

function CompanyNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title="Company not found"
      description="There is no company at this address."
      action={<ButtonLink href="/companies">Browse companies</ButtonLink>}
    />
  );
}

export default function CompanyDetailPage({ id }: { id: string }) {
  const companyId = parseRouteId(id);
  const company = useCompany(companyId);

  useEffect(() => {
    document.title = company.data ? `${company.data.name} · Borderless` : "Company · Borderless";
  }, [company.data]);

  if (companyId === null) return <CompanyNotFound />;
  if (company.isPending) {
    return (
      <>
        <BackToCompanies />
        <ListingCardSkeletons count={3} label="Loading the company..." />
      </>
    );
  }
  if (company.isError) {
    if (company.error instanceof ApiError && company.error.status === 404) return <CompanyNotFound />;
    return (
      <>
        <BackToCompanies />
        <LoadError
          error={company.error}
          onRetry={() => company.refetch()}
          what="this company"
          headingLevel={1}
        />
      </>
    );
  }

  const data = company.data;
  return (
    <>
      <BackToCompanies />
      <CompanyHeader company={data} />
      <CompanyRegisters company={data} />
      <section aria-labelledby="sponsorship-heading" className="mt-8">
        <h2 id="sponsorship-heading" className="mb-3 text-xl font-semibold text-fg">
          Sponsorship record
        </h2>
        {data.jobs.length === 0 ? (
          <EmptyState
            icon={<Briefcase className="size-8" aria-hidden="true" />}
            title="No open jobs right now"
            description={`${data.name} has no job open for applications at the moment.`}
            action={
              <ButtonLink href="/jobs" variant="secondary">
                Browse all jobs
              </ButtonLink>
            }
          />
        ) : (
          <>
            <SponsorshipSummary record={data.sponsorship} />
            {data.sponsorship.openJobs > data.jobs.length ? (
              <p className="mb-3 text-sm text-muted">Showing the newest {data.jobs.length} open jobs.</p>
            ) : null}
            <ul className="grid gap-4" aria-label={`Open jobs at ${data.name}`}>
              {data.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                  <VisaAnswer visa={job.visa} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="referrers-heading" className="mt-8">
        <h2 id="referrers-heading" className="mb-3 text-xl font-semibold text-fg">
          People who can refer you
        </h2>
        <CompanyReferrers companyId={data.id} referrers={data.referrers} />
      </section>
    </>
  );
}
