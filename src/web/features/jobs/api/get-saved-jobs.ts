import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function getSavedJobs(): Promise<Job[]> {
  return api<Job[]>("/api/saved-jobs");
}

export const savedJobsQuery = queryOptions({ queryKey: ["/api/saved-jobs"], queryFn: getSavedJobs });

/** The signed-in person's saved jobs, newest saved first. */
export function useSavedJobs() {
  return useQuery(savedJobsQuery);
}
