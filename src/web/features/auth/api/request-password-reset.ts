import type { Message, PasswordResetRequest } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function requestPasswordReset(input: PasswordResetRequest): Promise<Message> {
  return api<Message>("/api/auth/password-reset", { method: "POST", body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
