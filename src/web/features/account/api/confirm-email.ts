import { confirmEmailChange } from "@shared/api/account";
import type { ConfirmEmailInput } from "@shared/schemas/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";
import { profileQuery } from "./get-profile";

export function confirmEmail(input: ConfirmEmailInput) {
  return request(confirmEmailChange, { body: input });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // If this browser is signed in to the account, what it shows of the email is now old.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profileQuery.queryKey });
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
