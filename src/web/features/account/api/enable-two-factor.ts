import { enableTwoFactor as enableTwoFactorEndpoint } from "@shared/api/two-factor";
import type { TwoFactorEnableInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { twoFactorQuery } from "./get-two-factor";

export function enableTwoFactor(input: TwoFactorEnableInput) {
  return request(enableTwoFactorEndpoint, { body: input });
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
