import { changePassword as changePasswordEndpoint } from "@shared/api/account";
import type { ChangePasswordInput } from "@shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function changePassword(input: ChangePasswordInput) {
  return request(changePasswordEndpoint, { body: input });
}

/** The server signs out every other device and renews this session's cookie. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
