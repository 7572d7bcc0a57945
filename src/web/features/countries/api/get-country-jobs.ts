import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withPayCurrency } from "../../../lib/pay-currency";
import { countryJobsKey } from "../../../lib/query-keys";

export function getCountryJobs(countryId: number): Promise<Job[]> {
  return api<Job[]>(withPayCurrency(`/api/countries/${countryId}/jobs`));
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
