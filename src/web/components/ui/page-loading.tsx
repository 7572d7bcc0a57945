import { Skeleton, SkeletonCard } from "./skeleton";

/**
 * Shown in the content area while a screen's code or first data loads: the shape of a page (its
 * heading, a line under it, a few cards) rather than a spinner, announced to screen readers.
 */
export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="min-h-[40vh]">
      <p role="status" aria-live="polite" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-3 h-5 w-5/6 max-w-xl" />
      <div className="mt-8 flex flex-col gap-4">
        {[0, 1, 2].map((card) => (
          <SkeletonCard key={card} className="flex flex-col gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/5" />
          </SkeletonCard>
        ))}
      </div>
    </div>
  );
}
