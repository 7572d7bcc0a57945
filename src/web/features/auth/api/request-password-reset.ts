import { requestPasswordReset as requestPasswordResetEndpoint } from "@shared/api/auth";
import type { PasswordResetRequest } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function requestPasswordReset(input: PasswordResetRequest) {
  return request(requestPasswordResetEndpoint, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
