import type { Registered, RegisterInput } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function register(input: RegisterInput): Promise<Registered> {
  return api<Registered>("/api/auth/register", { method: "POST", body: input });
}

/** Creates the account; it does not sign in (the person signs in next). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
