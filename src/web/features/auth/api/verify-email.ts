import { verifyEmail as verifyEmailEndpoint } from "@shared/api/auth";
import type { EmailVerifyInput } from "@shared/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function verifyEmail(input: EmailVerifyInput) {
  return request(verifyEmailEndpoint, { body: input });
}

/** Confirms the address; a signed-in person's banner then goes away. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
