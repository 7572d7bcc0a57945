import { LoadingSkeleton, Skeleton, SkeletonCard } from "./skeleton";

/**
 * One listing card's placeholder (a job card, in the job lists and a country's job grid): logo,
 * title and subtitle, the details line, badges and tags.
 */
export function ListingCardSkeleton() {
  return (
    <SkeletonCard padding="p-4 sm:p-5" className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 shrink-0" />
        <div className="flex-1 space-y-2 pt-0.5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="size-11 shrink-0" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-md" />
        <Skeleton className="h-5 w-20 rounded-md" />
        <Skeleton className="h-5 w-14 rounded-md" />
      </div>
    </SkeletonCard>
  );
}

/** A list of listing cards loading; the status line stands where the list's count will be. */
export function ListingCardSkeletons({ count = 4, label }: { count?: number; label: string }) {
  return (
    <LoadingSkeleton label={label} showLabel className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ListingCardSkeleton key={i} />
      ))}
    </LoadingSkeleton>
  );
}
