import { Button } from "./button";

/** The 'Load more' button under a paginated list; says so while the next page loads. */
export function LoadMore({
  label,
  loading,
  onLoad,
  className,
}: {
  label: string;
  loading: boolean;
  onLoad: () => void;
  className?: string;
}) {
  return (
    <div className={className ?? "mt-6 flex justify-center"}>
      <Button variant="secondary" disabled={loading} onClick={onLoad}>
        {loading ? "Loading more..." : label}
      </Button>
    </div>
  );
}
