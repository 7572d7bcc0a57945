import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";

/** A comparison table's placeholder: its caption, the header row and `rows` rows. */
export function TableSkeleton({ rows }: { rows: number }) {
  return (
    <div>
      <Skeleton className="mb-3 h-6 w-48" />
      <div className="divide-y divide-border border-b border-border">
        <div className="py-2.5">
          <Skeleton className="h-4 w-1/2" />
        </div>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="grid grid-cols-[38%_1fr_1fr] gap-2 py-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-12" />
            <Skeleton className="h-5 w-12" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Two countries side by side loading: their picture cards, then the grouped tables. */
export function ComparisonSkeleton({ imageHeight = "h-28" }: { imageHeight?: string }) {
  return (
    <LoadingSkeleton label="Loading the comparison..." className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {[0, 1].map((i) => (
          <div
            key={i}
            aria-hidden="true"
            className="overflow-hidden rounded-lg border border-border bg-surface"
          >
            <Skeleton className={`${imageHeight} w-full rounded-none`} />
            <div className="space-y-1.5 p-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <TableSkeleton rows={2} />
      <TableSkeleton rows={3} />
      <TableSkeleton rows={3} />
    </LoadingSkeleton>
  );
}
