import type { Profile } from "@shared/schemas/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getProfile(): Promise<Profile> {
  return api<Profile>("/api/account/profile");
}

export const profileQuery = queryOptions({
  queryKey: ["/api/account/profile"],
  queryFn: getProfile,
  // Saving a job elsewhere changes the count: reload whenever the profile is shown again.
  refetchOnMount: "always",
});

export function useProfile() {
  return useQuery(profileQuery);
}
