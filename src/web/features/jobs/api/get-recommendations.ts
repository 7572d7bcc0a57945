import { getRecommendations as getRecommendationsEndpoint } from "@shared/api/jobs";
import type { Recommendations } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { payCurrencyQuery } from "../../../lib/pay-currency";
import { jobKeys } from "./keys";

export function getRecommendations(): Promise<Recommendations> {
  return request(getRecommendationsEndpoint, { query: payCurrencyQuery() });
}

export const recommendationsQuery = queryOptions({
  queryKey: jobKeys.recommendations,
  queryFn: getRecommendations,
});

/** The signed-in person's best open matches, and which profile fields are still empty. */
export function useRecommendations(enabled: boolean) {
  return useQuery({ ...recommendationsQuery, enabled });
}
