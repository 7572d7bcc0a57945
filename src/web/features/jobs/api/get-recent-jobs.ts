import { listJobs } from "@shared/api/jobs";
import type { JobPage } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { payCurrencyQuery } from "../../../lib/pay-currency";
import { asJobPage } from "./search-jobs";

export const RECENT_JOBS = 3;

const RECENT_QUERY = { page: "1", pageSize: String(RECENT_JOBS) };

export async function getRecentJobs(): Promise<JobPage> {
  return asJobPage(await request(listJobs, { query: { ...RECENT_QUERY, ...payCurrencyQuery() } }));
}

export const recentJobsQuery = queryOptions({
  queryKey: queryKey(listJobs, { query: RECENT_QUERY }),
  queryFn: getRecentJobs,
});

/** The newest jobs for the dashboard. */
export function useRecentJobs() {
  return useQuery(recentJobsQuery);
}
