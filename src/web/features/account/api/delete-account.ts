import type { DeleteAccountInput } from "@shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>("/api/account", { method: "DELETE", body: input });
}

/** Deletes the account; the caller navigates away, then calls forgetSignedInUser. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
