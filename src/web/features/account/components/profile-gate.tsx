import type { Profile } from "@shared/schemas/account";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingSkeleton, Skeleton } from "../../../components/ui/skeleton";
import { useProfile } from "../api/get-profile";

/** Loads the profile; shows placeholders, or the error with a retry. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <LoadingSkeleton label="Loading your profile..." className="flex flex-col gap-4">
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </LoadingSkeleton>
    );
  }
  if (profile.isError) {
    return <LoadError error={profile.error} onRetry={() => profile.refetch()} what="your profile" />;
  }
  return <>{children(profile.data)}</>;
}
