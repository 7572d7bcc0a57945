import type { ChangeEmailInput, Profile } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";
import { profileQuery } from "./get-profile";

export function changeEmail(input: ChangeEmailInput): Promise<Profile> {
  return api<Profile>("/api/account/email", { method: "POST", body: input });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (profile) => {
      client.setQueryData(profileQuery.queryKey, profile);
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
