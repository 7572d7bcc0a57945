import { resendVerification as resendVerificationEndpoint } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function resendVerification() {
  return request(resendVerificationEndpoint);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
