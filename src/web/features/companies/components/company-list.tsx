import type { CompanyPage } from "@shared/schemas/companies";
import type { InfiniteData } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListingCardSkeletons } from "../../../components/ui/listing-card-skeleton";
import { LoadError } from "../../../components/ui/load-error";
import { errorMessage } from "../../../lib/api-client";
import { plural } from "../lib/plural";
import { CompanyCard } from "./company-card";

interface CompanyListProps {
  data: InfiniteData<CompanyPage> | undefined;
  q: string;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** A new list for a changed search is on its way (the previous one stays shown meanwhile). */
  isUpdating: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => void;
  onClear: () => void;
}

/** The company cards: count, cards, 'Load more' (focus moves to the first new one), empty and error states. */
export function CompanyList(props: CompanyListProps) {
  const { data, isPending, isError, error, isUpdating, hasNextPage, isFetchingNextPage } = props;
  const firstNewName = useRef<HTMLAnchorElement>(null);
  const focusIndex = useRef<number | null>(null);
  const companies = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (focusIndex.current !== null && companies.length > focusIndex.current) {
      firstNewName.current?.focus();
      focusIndex.current = null;
    }
  });

  if (isPending) return <ListingCardSkeletons label="Loading companies..." />;
  if (isError && !data) return <LoadError error={error} onRetry={props.refetch} what="the companies" />;

  return (
    <div aria-busy={isUpdating}>
      <p role="status" aria-live="polite" className="mb-3 text-sm text-muted">
        {isUpdating
          ? "Updating results..."
          : companies.length > 0
            ? `${plural(total, "company", "companies")} found`
            : ""}
      </p>
      {companies.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-10" aria-hidden="true" />}
          title="No companies found"
          description={props.q ? `No company name contains "${props.q}".` : "No companies are listed yet."}
          action={
            props.q ? (
              <Button variant="secondary" onClick={props.onClear}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className={isUpdating ? "grid gap-4 opacity-60 md:grid-cols-2" : "grid gap-4 md:grid-cols-2"}>
          {companies.map((company, index) => (
            <li key={company.id}>
              <CompanyCard
                company={company}
                nameRef={index === focusIndex.current ? firstNewName : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {isError && data ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {errorMessage(error, "More companies could not be loaded. Please try again.")}
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-muted">
            Showing {companies.length.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
          </p>
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            onClick={() => {
              focusIndex.current = companies.length;
              void props.fetchNextPage();
            }}
          >
            {isFetchingNextPage ? "Loading more..." : "Load more companies"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
