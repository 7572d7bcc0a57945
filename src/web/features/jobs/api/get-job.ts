import type { JobDetail } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withPayCurrency } from "../../../lib/pay-currency";
import { jobKeys } from "./keys";

export function getJob(id: number): Promise<JobDetail> {
  return api<JobDetail>(withPayCurrency(`/api/jobs/${id}`));
}

export function jobQuery(id: number) {
  return queryOptions({ queryKey: [...jobKeys.all, id], queryFn: () => getJob(id) });
}

/** One job; null (an id that names nothing) requests nothing. */
export function useJob(id: number | null) {
  return useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });
}
