import { LoadingSkeleton, Skeleton, SkeletonCard } from "../../../components/ui/skeleton";

/** A grid of referral cards loading: picture and name, a few lines, and the card's button. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <LoadingSkeleton label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonCard key={i} className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <Skeleton className="size-12 shrink-0 rounded-full" />
            <div className="flex-1 space-y-1.5 pt-0.5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
          <div className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-36" />
          </div>
        </SkeletonCard>
      ))}
    </LoadingSkeleton>
  );
}
