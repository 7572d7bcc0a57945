import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function logout(): Promise<void> {
  return api<void>("/api/auth/logout", { method: "POST" });
}

/** Ends the session on the server; the caller navigates away, then calls forgetSignedInUser. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
