import type { Profile } from "@shared/schemas/account";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useProfile } from "../api/get-profile";

/** Loads the profile; shows placeholders, or the error with a retry. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading your profile...
        </p>
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-5"
      >
        <p className="text-fg">{errorMessage(profile.error, "Could not load your profile.")}</p>
        <Button variant="secondary" size="sm" onClick={() => profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(profile.data)}</>;
}
