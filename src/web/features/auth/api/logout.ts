import { type QueryClient, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function logout(): Promise<void> {
  return api<void>("/api/auth/logout", { method: "POST" });
}

/** Ends the session on the server; the caller navigates away, then calls forgetSignedInUser. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}

/** Drops the person's cached data and marks the visitor signed out (after logout or deletion). */
export function forgetSignedInUser(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  client.setQueryData(sessionQuery.queryKey, null);
}
