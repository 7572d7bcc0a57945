import type { TwoFactorSetup } from "@shared/schemas/account-security";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return api<TwoFactorSetup>("/api/account/two-factor/setup", { method: "POST" });
}

/** A new secret for the QR code; nothing changes for sign-in until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
