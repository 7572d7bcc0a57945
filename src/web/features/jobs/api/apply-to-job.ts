import { applyToJob as applyToJobEndpoint } from "@shared/api/jobs";
import type { AppliedState } from "@shared/schemas/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage, request } from "../../../lib/api-client";
import { applicationsKey } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { patchCachedJob } from "../lib/job-cache";

export function applyToJob(jobId: number): Promise<AppliedState> {
  return request(applyToJobEndpoint, { params: { id: jobId } });
}

/** Records that the signed-in person applied; the job shows 'Applied' everywhere it is cached. */
export function useApplyToJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (_state, jobId) => {
      patchCachedJob(client, jobId, { applied: true });
      void client.invalidateQueries({ queryKey: applicationsKey });
    },
    onError: (error) =>
      toast({
        title: "Could not record your application",
        description: errorMessage(
          error,
          "The application page opened, but we could not mark the job as applied.",
        ),
        variant: "destructive",
      }),
  });
}
