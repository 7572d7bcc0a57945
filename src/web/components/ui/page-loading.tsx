/** Shown while a screen's code or first data loads; announced to screen readers. */
export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center text-muted"
    >
      <span
        className="mr-3 size-5 animate-spin rounded-full border-2 border-border border-t-primary"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}
