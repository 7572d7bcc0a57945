import { deleteAccount as deleteAccountEndpoint } from "@shared/api/account";
import type { DeleteAccountInput } from "@shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await request(deleteAccountEndpoint, { body: input });
}

/** Deletes the account; the caller navigates away, then calls forgetSignedInUser. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
