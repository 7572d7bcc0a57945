import type { Referrer } from "@shared/schemas/referrals";
import { UserSearch } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { listItems } from "../../../lib/list-pages";
import { useReferrers } from "../api/get-referrers";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { ReferrerCard } from "./referrer-card";

interface ReferrersTabProps {
  q: string;
  companyId: number | null;
  myUserId: number | null;
  onClearCompany: () => void;
  onContact: (referrer: Referrer) => void;
}

export function ReferrersTab({ q, companyId, myUserId, onClearCompany, onContact }: ReferrersTabProps) {
  const referrers = useReferrers({ q, companyId });
  const list = listItems(referrers.data);
  const companyName = list.find((r) => r.companyId === companyId)?.company.name;
  return (
    <div className="flex flex-col gap-4">
      {companyId ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={onClearCompany}>
            <span aria-hidden="true">←</span> All Companies
          </Button>
          <p className="text-sm text-muted" aria-live="polite">
            Showing referrers at <span className="font-medium text-fg">{companyName ?? "this company"}</span>
          </p>
        </div>
      ) : null}
      {referrers.isPending ? (
        <CardGridSkeleton label="Loading referrers..." />
      ) : referrers.isError && !referrers.data ? (
        <LoadError error={referrers.error} onRetry={() => referrers.refetch()} what="referrers" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<UserSearch className="size-8" aria-hidden="true" />}
          title="No referrers found matching your criteria."
          description="Try another search, or browse all companies."
        />
      ) : (
        <div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((referrer) => (
              <li key={referrer.id}>
                <ReferrerCard
                  referrer={referrer}
                  isOwn={referrer.userId === myUserId}
                  onContact={onContact}
                />
              </li>
            ))}
          </ul>
          {referrers.isError ? (
            <p role="alert" className="mt-4 text-sm text-danger">
              More referrers could not be loaded. Please try again.
            </p>
          ) : null}
          {referrers.hasNextPage && !referrers.isPlaceholderData ? (
            <LoadMore
              label="Load more referrers"
              loading={referrers.isFetchingNextPage}
              onLoad={() => void referrers.fetchNextPage()}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
