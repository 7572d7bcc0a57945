import { register as registerEndpoint } from "@shared/api/auth";
import type { RegisterInput } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function register(input: RegisterInput) {
  return request(registerEndpoint, { body: input });
}

/** Creates the account; it does not sign in (the person signs in next). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
