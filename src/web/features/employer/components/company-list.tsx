import { Building2 } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useManagedCompanies } from "../api/get-managed-companies";

const link = "font-medium text-primary underline-offset-2 hover:underline";

/** The company pages the person manages, each with its management page and its public page. */
export function CompanyList() {
  const companies = useManagedCompanies();
  if (companies.isPending) {
    return (
      <div role="status" aria-label="Loading your companies" className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (companies.isError) {
    return (
      <LoadError error={companies.error} onRetry={() => void companies.refetch()} what="your companies" />
    );
  }
  if (companies.data.length === 0) {
    return (
      <EmptyState
        icon={<Building2 className="size-8 text-muted" aria-hidden="true" />}
        title="No company pages yet"
        description="Create a company page below, then post its jobs."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {companies.data.map((company) => (
        <li
          key={company.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
        >
          <div>
            <h3 className="font-semibold text-fg">{company.name}</h3>
            <p className="text-sm text-muted">
              {company.location} · {company.openJobs} open {company.openJobs === 1 ? "job" : "jobs"},{" "}
              {company.closedJobs} closed
            </p>
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <Link href={`/employer/companies/${company.id}`} className={link}>
              Manage {company.name}
            </Link>
            <Link href={`/companies/${company.id}`} className={link}>
              Public page<span className="sr-only"> of {company.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
