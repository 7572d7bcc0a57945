import type { Message, PasswordResetConfirm } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function confirmPasswordReset(input: PasswordResetConfirm): Promise<Message> {
  return api<Message>("/api/auth/password-reset/confirm", { method: "POST", body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
