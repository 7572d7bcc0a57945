import { getRecommendations, listSavedJobs } from "@shared/api/jobs";
import { getStats } from "@shared/api/stats";
import { queryKey } from "../../../lib/api-client";
import { jobsKey } from "../../../lib/query-keys";

/**
 * The first parts of the jobs feature's query keys, which name every answer under them: a job's
 * own page, the dashboard's newest and the search all start with `all`.
 */
export const jobKeys = {
  all: jobsKey,
  saved: queryKey(listSavedJobs),
  stats: queryKey(getStats),
  recommendations: queryKey(getRecommendations),
};
