import type { DeleteAccountInput } from "@shared/schemas/account";
import { type QueryClient, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>("/api/account", { method: "DELETE", body: input });
}

/** Deletes the account; the caller navigates away, then calls forgetDeletedUser. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** Nothing of the person stays cached; the browser is a visitor's now. */
export function forgetDeletedUser(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  client.setQueryData(sessionQuery.queryKey, null);
}
