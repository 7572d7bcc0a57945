import { confirmWaitlist as confirmWaitlistEndpoint } from "@shared/api/waitlist";
import type { WaitlistConfirmInput } from "@shared/schemas/waitlist";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function confirmWaitlist(input: WaitlistConfirmInput) {
  return request(confirmWaitlistEndpoint, { body: input });
}

export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
