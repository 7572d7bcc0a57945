import { Skeleton } from "../../../components/ui/skeleton";

export function CountryDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading country details...">
      <Skeleton className="h-44 w-full sm:h-64" />
      <Skeleton className="mt-4 h-8 w-1/3" />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
