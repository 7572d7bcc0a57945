import type { Settings } from "@shared/schemas/account";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useSettings } from "../api/get-settings";

/** Loads the one settings record once; shows placeholders, or the error with a retry. */
export function SettingsGate({ children }: { children: (settings: Settings) => ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading your settings...
        </p>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-5"
      >
        <p className="text-fg">{errorMessage(settings.error, "Could not load your settings.")}</p>
        <Button variant="secondary" size="sm" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(settings.data)}</>;
}
