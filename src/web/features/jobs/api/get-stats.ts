import type { Stats } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { jobKeys } from "./keys";

export function getStats(): Promise<Stats> {
  return api<Stats>("/api/stats");
}

export const statsQuery = queryOptions({ queryKey: jobKeys.stats, queryFn: getStats });

export function useStats() {
  return useQuery(statsQuery);
}
