import type { TwoFactorSetup, TwoFactorSetupInput } from "@shared/schemas/account-security";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function startTwoFactor(input: TwoFactorSetupInput): Promise<TwoFactorSetup> {
  return api<TwoFactorSetup>("/api/account/two-factor/setup", { method: "POST", body: input });
}

/** A new secret for the QR code (the password confirms it is the owner); nothing changes for sign-in until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
