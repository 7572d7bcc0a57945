import type { QueryClient } from "@tanstack/react-query";

/** An offering shows on the marketplace, the Companies tab and My Referrals: refresh all three. */
export function invalidateOfferings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/referrers"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/referral-companies"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/users"] }),
  ]);
}
