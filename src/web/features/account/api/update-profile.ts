import { updateProfile as updateProfileEndpoint } from "@shared/api/account";
import type { UpdateProfileInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { invalidateMatches } from "../../../lib/query-keys";
import { sessionQuery } from "../../../lib/session";
import { profileQuery } from "./get-profile";

export function updateProfile(input: UpdateProfileInput) {
  return request(updateProfileEndpoint, { body: input });
}

/** Saves name, profession or skills; the sidebar and greeting show the change at once, match scores soon after. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, input) => {
      client.setQueryData(profileQuery.queryKey, profile);
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
      if ("skills" in input) void invalidateMatches(client);
    },
  });
}
