import type { TwoFactorDisableInput, TwoFactorStatus } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { twoFactorQuery } from "./get-two-factor";

export function disableTwoFactor(input: TwoFactorDisableInput): Promise<TwoFactorStatus> {
  return api<TwoFactorStatus>("/api/account/two-factor/disable", { method: "POST", body: input });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => client.setQueryData(twoFactorQuery.queryKey, status),
  });
}
