import type { ReferralCompanyWithCount } from "@shared/schemas/referrals";
import { Building2 } from "lucide-react";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { listItems } from "../../../lib/list-pages";
import { useReferralCompanies } from "../api/get-referral-companies";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { CompanyCard } from "./company-card";

export function CompaniesTab({
  q,
  onBrowse,
}: {
  q: string;
  onBrowse: (company: ReferralCompanyWithCount) => void;
}) {
  const companies = useReferralCompanies(q);
  if (companies.isPending) return <CardGridSkeleton label="Loading companies..." />;
  if (companies.isError && !companies.data) {
    return <LoadError error={companies.error} onRetry={() => companies.refetch()} what="companies" />;
  }
  const list = listItems(companies.data);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<Building2 className="size-8" aria-hidden="true" />}
        title="No companies found matching your criteria."
        description="Try another company or person's name."
      />
    );
  }
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((company) => (
          <li key={company.id}>
            <CompanyCard company={company} onBrowse={onBrowse} />
          </li>
        ))}
      </ul>
      {companies.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          More companies could not be loaded. Please try again.
        </p>
      ) : null}
      {companies.hasNextPage && !companies.isPlaceholderData ? (
        <LoadMore
          label="Load more companies"
          loading={companies.isFetchingNextPage}
          onLoad={() => void companies.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
