import { getStats as getStatsEndpoint } from "@shared/api/stats";
import type { Stats } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { jobKeys } from "./keys";

export function getStats(): Promise<Stats> {
  return request(getStatsEndpoint);
}

export const statsQuery = queryOptions({ queryKey: jobKeys.stats, queryFn: getStats });

export function useStats() {
  return useQuery(statsQuery);
}
