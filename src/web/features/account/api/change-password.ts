import type { ChangePasswordInput } from "@shared/schemas/account";
import type { Message } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function changePassword(input: ChangePasswordInput): Promise<Message> {
  return api<Message>("/api/account/password", { method: "POST", body: input });
}

/** The server signs out every other device and renews this session's cookie. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
