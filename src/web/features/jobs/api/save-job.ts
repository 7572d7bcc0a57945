import { saveJob, unsaveJob } from "@shared/api/jobs";
import type { SavedState } from "@shared/schemas/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage, request } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { patchCachedJob, shiftSavedCount } from "../lib/job-cache";
import { jobKeys } from "./keys";

export function setJobSaved(jobId: number, saved: boolean): Promise<SavedState> {
  return request(saved ? saveJob : unsaveJob, { params: { id: jobId } });
}

/** Saves or unsaves a job: every card and page shows the change at once, and undoes it on failure. */
export function useSetJobSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) => setJobSaved(jobId, saved),
    onMutate: ({ jobId, saved }) => {
      patchCachedJob(client, jobId, { saved });
      shiftSavedCount(client, saved ? 1 : -1);
    },
    onError: (error, { jobId, saved }) => {
      patchCachedJob(client, jobId, { saved: !saved });
      shiftSavedCount(client, saved ? -1 : 1);
      toast({
        title: saved ? "Could not save the job" : "Could not remove the saved job",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: jobKeys.saved });
      void client.invalidateQueries({ queryKey: jobKeys.stats });
    },
  });
}
