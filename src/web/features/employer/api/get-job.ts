import { getJob as getJobEndpoint } from "@shared/api/jobs";
import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

/** The job as stored: its pay as posted, whatever currency this browser shows pay in. */
export function getJob(id: number): Promise<Job> {
  return request(getJobEndpoint, { params: { id }, query: {} });
}

/** A job to edit: always read fresh, so the form starts from what is stored. */
export function useJobToEdit(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: employerKeys.job(id ?? 0), queryFn: () => getJob(id ?? 0) }),
    enabled: id !== null,
    refetchOnMount: "always",
  });
}
