import type { QueryClient } from "@tanstack/react-query";

export const conversationsKey = ["/api/conversations"] as const;
export const messagesKey = ["/api/messages"] as const;
export const referralRequestsKey = ["/api/referral-requests"] as const;

/** Anything about conversations changed (a send, a read, a live event): refresh what shows it. */
export function invalidateMessaging(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationsKey }),
    queryClient.invalidateQueries({ queryKey: messagesKey }),
    queryClient.invalidateQueries({ queryKey: referralRequestsKey }),
  ]);
}
