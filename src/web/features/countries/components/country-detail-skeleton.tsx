import { ListingCardSkeleton } from "../../../components/ui/listing-card-skeleton";
import { LoadingSkeleton, Skeleton, SkeletonCard } from "../../../components/ui/skeleton";

/** The place hero's placeholder: the picture, then the title and tag bar. */
export function PlaceHeroSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-border bg-surface">
      <Skeleton className="h-44 w-full rounded-none sm:h-64" />
      <div className="flex flex-wrap items-center justify-between gap-3 p-5">
        <Skeleton className="h-8 w-48 md:h-9" />
        <Skeleton className="h-7 w-36 rounded-full" />
      </div>
    </div>
  );
}

/** A card of figures: heading, then a label, bar and source line per figure. */
function MetricsCardSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonCard>
      <Skeleton className="mb-4 h-7 w-40" />
      <div className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-2 w-full rounded-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ))}
      </div>
    </SkeletonCard>
  );
}

/** Two job cards loading, in the country page's job grid. */
export function CountryJobsSkeleton() {
  return (
    <LoadingSkeleton label="Loading jobs..." className="grid gap-4 md:grid-cols-2">
      <ListingCardSkeleton />
      <ListingCardSkeleton />
    </LoadingSkeleton>
  );
}

/** The country page's placeholder, laid out as the page is (the page's heading is there for screen readers). */
export function CountryDetailSkeleton() {
  return (
    <LoadingSkeleton label="Loading country details...">
      <h1 className="sr-only">Country details</h1>
      <PlaceHeroSkeleton />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MetricsCardSkeleton rows={4} />
        <MetricsCardSkeleton rows={5} />
      </div>
      <div className="mt-8">
        <Skeleton className="mb-4 h-7 w-72 max-w-full" />
        <div className="grid gap-4 md:grid-cols-2">
          <ListingCardSkeleton />
          <ListingCardSkeleton />
        </div>
      </div>
    </LoadingSkeleton>
  );
}
