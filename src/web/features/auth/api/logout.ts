import { logout as logoutEndpoint } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export async function logout(): Promise<void> {
  await request(logoutEndpoint);
}

/** Ends the session on the server; the caller navigates away, then calls forgetSignedInUser. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
