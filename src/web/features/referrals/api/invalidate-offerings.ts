import { isKeyOf } from "@shared/api/endpoint";
import { listReferralCompanies, listUserReferrers } from "@shared/api/referrals";
import type { QueryClient } from "@tanstack/react-query";
import { referralKeys } from "./keys";

/** An offering shows on the marketplace, the Companies tab and My Referrals: refresh all three. */
export function invalidateOfferings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: referralKeys.referrers }),
    // The Companies tab's pages, not the list of every company one may offer referrals at.
    queryClient.invalidateQueries({ predicate: (query) => isKeyOf(listReferralCompanies, query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => isKeyOf(listUserReferrers, query.queryKey) }),
  ]);
}
