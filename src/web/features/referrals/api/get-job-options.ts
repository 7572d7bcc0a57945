import { listReferrerJobOptions } from "@shared/api/referrals";
import { useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";

/** The signed-in person's saved and tracked jobs at a referrer's company, to name one in a request. */
export function useReferrerJobOptions(offeringId: number) {
  const input = { params: { id: offeringId } };
  return useQuery({
    queryKey: queryKey(listReferrerJobOptions, input),
    queryFn: ({ signal }) => request(listReferrerJobOptions, input, { signal }),
  });
}
