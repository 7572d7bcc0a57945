import type { Message } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function resendVerification(): Promise<Message> {
  return api<Message>("/api/auth/verify-email/resend", { method: "POST" });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
