import type { Job } from "@shared/schemas/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export function getJob(id: number): Promise<Job> {
  return api<Job>(`/api/jobs/${id}`);
}

/** A job to edit: always read fresh, so the form starts from what is stored. */
export function useJobToEdit(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: [...employerKeys.jobs, id ?? 0], queryFn: () => getJob(id ?? 0) }),
    enabled: id !== null,
    refetchOnMount: "always",
  });
}
