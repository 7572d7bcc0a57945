import { getProfile as getProfileEndpoint } from "@shared/api/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

export function getProfile() {
  return request(getProfileEndpoint);
}

export const profileQuery = queryOptions({
  queryKey: queryKey(getProfileEndpoint),
  queryFn: getProfile,
  // Saving a job elsewhere changes the count: reload whenever the profile is shown again.
  refetchOnMount: "always",
});

export function useProfile() {
  return useQuery(profileQuery);
}
