import type { JobPage } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withPayCurrency } from "../../../lib/pay-currency";
import { jobKeys } from "./keys";

export const RECENT_JOBS = 3;

export function getRecentJobs(): Promise<JobPage> {
  return api<JobPage>(withPayCurrency(`/api/jobs?page=1&pageSize=${RECENT_JOBS}`));
}

export const recentJobsQuery = queryOptions({
  queryKey: [...jobKeys.all, "recent"],
  queryFn: getRecentJobs,
});

/** The newest jobs for the dashboard. */
export function useRecentJobs() {
  return useQuery(recentJobsQuery);
}
