import { confirmPasswordReset as confirmPasswordResetEndpoint } from "@shared/api/auth";
import type { PasswordResetConfirm } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function confirmPasswordReset(input: PasswordResetConfirm) {
  return request(confirmPasswordResetEndpoint, { body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
