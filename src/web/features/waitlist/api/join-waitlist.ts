import { joinWaitlist as joinWaitlistEndpoint } from "@shared/api/waitlist";
import type { WaitlistInput } from "@shared/schemas/waitlist";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function joinWaitlist(input: WaitlistInput) {
  return request(joinWaitlistEndpoint, { body: input });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
