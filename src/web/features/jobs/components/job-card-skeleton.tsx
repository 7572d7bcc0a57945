import { Skeleton } from "../../../components/ui/skeleton";

export function JobCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="rounded-xl border border-border bg-surface p-5">
          <div className="flex gap-3">
            <Skeleton className="size-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-1/2" />
          <Skeleton className="mt-3 h-6 w-3/4" />
        </div>
      ))}
    </div>
  );
}
