import { AlertTriangle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";

/** A failed load, with its readable reason and a way to try again. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-border bg-surface px-6 py-10 text-center"
    >
      <AlertTriangle className="mb-2 size-6 text-danger" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-fg">Could not load {what}</h2>
      <p className="mt-1 text-muted">{errorMessage(error, "Something went wrong. Please try again.")}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
