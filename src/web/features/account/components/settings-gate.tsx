import type { Settings } from "@shared/schemas/account";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
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
    return <LoadError error={settings.error} onRetry={() => settings.refetch()} what="your settings" />;
  }
  return <>{children(settings.data)}</>;
}
