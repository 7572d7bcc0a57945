import type { WaitlistConfirmed, WaitlistConfirmInput } from "@shared/schemas/waitlist";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function confirmWaitlist(input: WaitlistConfirmInput): Promise<WaitlistConfirmed> {
  return api<WaitlistConfirmed>("/api/waitlist/confirm", { method: "POST", body: input });
}

export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
