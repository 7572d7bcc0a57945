import type { Job, JobPage, Stats } from "@shared/schemas/jobs";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { carriesJobs } from "../../../lib/query-keys";
import { jobKeys } from "../api/keys";

type Patch = Partial<Pick<Job, "saved" | "applied">>;

function patchJob(job: Job, jobId: number, patch: Patch): Job {
  return job.id === jobId ? { ...job, ...patch } : job;
}

function isJob(value: unknown): value is Job {
  return typeof value === "object" && value !== null && "id" in value && "applyUrl" in value;
}
function isPage(value: unknown): value is JobPage {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items);
}
/** An answer about something else that lists its jobs (a company's page). */
function hasJobs(value: unknown): value is { jobs: unknown[] } {
  return typeof value === "object" && value !== null && "jobs" in value && Array.isArray(value.jobs);
}
function isInfinite(value: unknown): value is InfiniteData<JobPage> {
  return typeof value === "object" && value !== null && "pages" in value && Array.isArray(value.pages);
}

/** The same data with one job's flags changed, whatever shape the cached answer has. */
export function patchJobData(data: unknown, jobId: number, patch: Patch): unknown {
  if (Array.isArray(data)) return data.map((item) => (isJob(item) ? patchJob(item, jobId, patch) : item));
  if (isInfinite(data)) {
    return { ...data, pages: data.pages.map((page) => patchJobData(page, jobId, patch) as JobPage) };
  }
  if (isPage(data)) return { ...data, items: data.items.map((job) => patchJob(job, jobId, patch)) };
  if (isJob(data)) return patchJob(data, jobId, patch);
  if (hasJobs(data)) return { ...data, jobs: patchJobData(data.jobs, jobId, patch) };
  return data;
}

/** Changes a job's saved/applied flags in every cached list and page that shows it. */
export function patchCachedJob(client: QueryClient, jobId: number, patch: Patch): void {
  client.setQueriesData({ predicate: (query) => carriesJobs(query.queryKey) }, (data: unknown) =>
    patchJobData(data, jobId, patch),
  );
}

export function shiftSavedCount(client: QueryClient, delta: number): void {
  client.setQueryData<Stats>(jobKeys.stats, (stats) =>
    stats ? { ...stats, savedJobs: Math.max(0, stats.savedJobs + delta) } : stats,
  );
}
