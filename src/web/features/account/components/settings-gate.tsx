import type { Settings } from "@shared/schemas/account";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { useSettings } from "../api/get-settings";

/** Loads the one settings record once; shows placeholders, or the error with a retry. */
export function SettingsGate({ children }: { children: (settings: Settings) => ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <LoadingSkeleton label="Loading your settings..." className="flex flex-col gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </LoadingSkeleton>
    );
  }
  if (settings.isError) {
    return <LoadError error={settings.error} onRetry={() => settings.refetch()} what="your settings" />;
  }
  return <>{children(settings.data)}</>;
}
