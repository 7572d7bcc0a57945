import type { EmailVerifyInput, Message } from "@shared/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionQuery } from "../../../lib/session";

export function verifyEmail(input: EmailVerifyInput): Promise<Message> {
  return api<Message>("/api/auth/verify-email", { method: "POST", body: input });
}

/** Confirms the address; a signed-in person's banner then goes away. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
