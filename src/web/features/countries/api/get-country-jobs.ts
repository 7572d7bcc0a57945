import { listCountryJobs } from "@shared/api/jobs";
import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { payCurrencyQuery } from "../../../lib/pay-currency";
import { countryJobsKey } from "../../../lib/query-keys";

export function getCountryJobs(countryId: number): Promise<Job[]> {
  return request(listCountryJobs, { params: { id: countryId }, query: payCurrencyQuery() });
}

export function countryJobsQuery(countryId: number) {
  return queryOptions({
    queryKey: countryJobsKey(countryId),
    queryFn: () => getCountryJobs(countryId),
  });
}

/** The newest jobs of a country (answered by the jobs module, in the Job shape). */
export function useCountryJobs(countryId: number | null) {
  return useQuery({ ...countryJobsQuery(countryId ?? 0), enabled: countryId !== null });
}
