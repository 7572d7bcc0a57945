import { AlertTriangle } from "lucide-react";
import { errorMessage } from "../../lib/api-client";
import { Button } from "./button";

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, as in "Could not load {what}". */
  what: string;
  /** A single line for small panes and cards, instead of the centred block. */
  compact?: boolean;
  /** 1 when the failed load is the whole page, so the page keeps its main heading. */
  headingLevel?: 1 | 2;
}

/** A failed load, with its readable reason and a way to try again. */
export function LoadError({ error, onRetry, what, compact, headingLevel = 2 }: LoadErrorProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const reason = errorMessage(error, "Something went wrong. Please try again.");
  if (compact) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm text-fg">
        <p>
          <span className="font-semibold">Could not load {what}.</span> {reason}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-border bg-surface px-6 py-10 text-center"
    >
      <AlertTriangle className="mb-2 size-6 text-danger" aria-hidden="true" />
      <Heading className="text-lg font-semibold text-fg">Could not load {what}</Heading>
      <p className="mt-1 text-muted">{reason}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
