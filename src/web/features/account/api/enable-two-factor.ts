import type { RecoveryCodes, TwoFactorEnableInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { twoFactorQuery } from "./get-two-factor";

export function enableTwoFactor(input: TwoFactorEnableInput): Promise<RecoveryCodes> {
  return api<RecoveryCodes>("/api/account/two-factor/enable", { method: "POST", body: input });
}

/** Turns it on; the answer holds the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) =>
      client.setQueryData(twoFactorQuery.queryKey, {
        enabled: true,
        recoveryCodesLeft: answer.recoveryCodes.length,
      }),
  });
}
