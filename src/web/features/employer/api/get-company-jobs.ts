import { listEmployerCompanyJobs } from "@shared/api/employer";
import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function getCompanyJobs(companyId: number): Promise<Job[]> {
  return request(listEmployerCompanyJobs, { params: { id: companyId } });
}

export function companyJobsQuery(companyId: number) {
  return queryOptions({
    queryKey: employerKeys.companyJobs(companyId),
    queryFn: () => getCompanyJobs(companyId),
    refetchOnMount: "always",
  });
}

/** Every job of a managed company, open and closed. */
export function useCompanyJobs(companyId: number) {
  return useQuery(companyJobsQuery(companyId));
}
