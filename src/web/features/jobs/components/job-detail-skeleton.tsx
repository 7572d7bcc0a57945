import { LoadingSkeleton, Skeleton, SkeletonCard } from "../../../components/ui/skeleton";

/** Text lines of a paragraph, the last one shorter. */
function Lines({ count, className = "h-4" }: { count: number; className?: string }) {
  return (
    <div className="space-y-2.5">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={i === count - 1 ? `${className} w-2/3` : `${className} w-full`} />
      ))}
    </div>
  );
}

/** The ease-of-living calculator's placeholder: heading, hint, salary field and button. */
export function CalculatorSkeleton({ label }: { label?: string }) {
  const card = (
    <SkeletonCard>
      <Skeleton className="h-7 w-56" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-6 h-4 w-48" />
      <Skeleton className="mt-2 h-11 w-full max-w-sm" />
      <Skeleton className="mt-3 h-11 w-32" />
    </SkeletonCard>
  );
  return label ? <LoadingSkeleton label={label}>{card}</LoadingSkeleton> : card;
}

/** The job page's placeholder, in the page's own two columns (the page's heading is there for screen readers). */
export function JobDetailSkeleton() {
  return (
    <LoadingSkeleton label="Loading job details..." className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <h1 className="sr-only">Job details</h1>
      <div className="flex min-w-0 flex-col gap-6">
        <SkeletonCard className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Skeleton className="size-16 shrink-0" />
          <div className="min-w-0 flex-1">
            <Skeleton className="h-8 w-3/4 md:h-9" />
            <div className="mt-3 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-52" />
              <Skeleton className="h-4 w-36" />
            </div>
            <div className="mt-3 flex gap-2">
              <Skeleton className="h-6 w-20 rounded-full" />
              <Skeleton className="h-6 w-32 rounded-full" />
              <Skeleton className="h-6 w-16 rounded-full" />
            </div>
          </div>
          <Skeleton className="h-11 w-full sm:w-32" />
        </SkeletonCard>
        <SkeletonCard>
          <Skeleton className="h-7 w-44" />
          <div className="mt-4">
            <Lines count={8} className="h-5" />
          </div>
          <Skeleton className="mt-6 h-7 w-40" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Skeleton className="h-8 w-24 rounded-full" />
            <Skeleton className="h-8 w-20 rounded-full" />
            <Skeleton className="h-8 w-28 rounded-full" />
          </div>
        </SkeletonCard>
        <Skeleton className="h-11 w-60" />
      </div>
      <div className="flex flex-col gap-6">
        <SkeletonCard>
          <Skeleton className="h-7 w-32" />
          <div className="mt-3 space-y-4">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="space-y-1.5 py-1">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-5 w-40" />
              </div>
            ))}
          </div>
        </SkeletonCard>
        <SkeletonCard className="overflow-hidden">
          <Skeleton className="h-40 w-full rounded-none" />
          <div className="p-5">
            <Skeleton className="h-7 w-44" />
            <Skeleton className="mt-2 h-5 w-36" />
            <div className="mt-4">
              <Lines count={3} />
            </div>
          </div>
        </SkeletonCard>
      </div>
    </LoadingSkeleton>
  );
}
