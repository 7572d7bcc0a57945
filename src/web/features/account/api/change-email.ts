import { changeEmail as changeEmailEndpoint } from "@shared/api/account";
import type { ChangeEmailInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";
import { profileQuery } from "./get-profile";

export function changeEmail(input: ChangeEmailInput) {
  return request(changeEmailEndpoint, { body: input });
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
