import type { WaitlistInput, WaitlistJoined } from "@shared/schemas/waitlist";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function joinWaitlist(input: WaitlistInput): Promise<WaitlistJoined> {
  return api<WaitlistJoined>("/api/waitlist", { method: "POST", body: input });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
