import { disableTwoFactor as disableTwoFactorEndpoint } from "@shared/api/two-factor";
import type { TwoFactorDisableInput } from "@shared/schemas/account-security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { twoFactorQuery } from "./get-two-factor";

export function disableTwoFactor(input: TwoFactorDisableInput) {
  return request(disableTwoFactorEndpoint, { body: input });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => client.setQueryData(twoFactorQuery.queryKey, status),
  });
}
