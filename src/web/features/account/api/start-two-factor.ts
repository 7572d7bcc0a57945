import { startTwoFactor as startTwoFactorEndpoint } from "@shared/api/two-factor";
import type { TwoFactorSetupInput } from "@shared/schemas/account-security";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function startTwoFactor(input: TwoFactorSetupInput) {
  return request(startTwoFactorEndpoint, { body: input });
}

/** A new secret for the QR code (the password confirms it is the owner); nothing changes for sign-in until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
