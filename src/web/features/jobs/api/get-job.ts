import { getJob as getJobEndpoint } from "@shared/api/jobs";
import type { JobDetail } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKey, request } from "../../../lib/api-client";
import { payCurrencyQuery } from "../../../lib/pay-currency";

export function getJob(id: number): Promise<JobDetail> {
  return request(getJobEndpoint, { params: { id }, query: payCurrencyQuery() });
}

export function jobQuery(id: number) {
  return queryOptions({ queryKey: queryKey(getJobEndpoint, { params: { id } }), queryFn: () => getJob(id) });
}

/** One job; null (an id that names nothing) requests nothing. */
export function useJob(id: number | null) {
  return useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });
}
