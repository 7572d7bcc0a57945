import { editJob, postJob } from "@shared/api/employer";
import type { EmployerJobInput } from "@shared/schemas/employer";
import type { Job } from "@shared/schemas/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";
import { employerKeys } from "./keys";

export type SaveJobTarget = { kind: "new"; companyId: number } | { kind: "edit"; jobId: number };

/** Posts a new job at a company, or saves the edits of a posted one. */
export function saveJob({ target, input }: { target: SaveJobTarget; input: EmployerJobInput }): Promise<Job> {
  return target.kind === "new"
    ? request(postJob, { params: { id: target.companyId }, body: input })
    : request(editJob, { params: { id: target.jobId }, body: input });
}

export function useSaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: (job) => {
      client.setQueryData(employerKeys.job(job.id), job);
      void client.invalidateQueries({ queryKey: employerKeys.companies });
      void client.invalidateQueries({ queryKey: employerKeys.jobs });
    },
  });
}
