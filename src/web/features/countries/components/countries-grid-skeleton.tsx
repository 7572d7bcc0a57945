import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";

/** One country card's placeholder: picture, name and tag, three figures and the job count. */
function CountryCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
    >
      <Skeleton className="h-32 w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
        <div className="space-y-1.5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
        </div>
        <div className="border-t border-border pt-3">
          <Skeleton className="h-5 w-20" />
        </div>
      </div>
    </div>
  );
}

/**
 * The country grid loading. `showLabel` puts the status on the line where the count will be (the
 * countries page); `className` sets the grid's columns.
 */
export function CountriesGridSkeleton({
  count = 6,
  showLabel = false,
  className = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  count?: number;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <LoadingSkeleton
      label="Loading countries..."
      showLabel={showLabel}
      className={cn("grid grid-cols-1 gap-4", className)}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CountryCardSkeleton key={i} />
      ))}
    </LoadingSkeleton>
  );
}
