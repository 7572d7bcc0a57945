import { closeJob, reopenJob } from "@shared/api/employer";
import type { Job } from "@shared/schemas/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

/** Closes a job (it leaves search) or reopens it. */
export function setJobOpen({ jobId, open }: { jobId: number; open: boolean }): Promise<Job> {
  return request(open ? reopenJob : closeJob, { params: { id: jobId } });
}

export function useSetJobOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setJobOpen,
    onSuccess: (job) => {
      void client.invalidateQueries({ queryKey: employerKeys.companyJobs(job.company.id) });
      void client.invalidateQueries({ queryKey: employerKeys.companies });
      void client.invalidateQueries({ queryKey: employerKeys.jobs });
    },
  });
}
