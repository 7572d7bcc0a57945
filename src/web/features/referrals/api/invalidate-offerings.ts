import type { QueryClient } from "@tanstack/react-query";
import { referralKeys } from "./keys";

/** An offering shows on the marketplace, the Companies tab and My Referrals: refresh all three. */
export function invalidateOfferings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: referralKeys.referrers }),
    queryClient.invalidateQueries({ queryKey: referralKeys.companies }),
    queryClient.invalidateQueries({ queryKey: referralKeys.users }),
  ]);
}
