import { compactJobCounts } from "../../db/job-counts";
import type { App } from "../../types";

export const COUNTS_COMPACTION_TASK = "jobs.counts-compaction";

/**
 * Every minute (once across instances), the count changes appended by job writes are folded into a
 * row per country, so what the country list and the dashboard sum stays a few rows a country.
 */
export function registerCountsCompaction(app: App): void {
  app.queue.handle(COUNTS_COMPACTION_TASK, async () => {
    await compactJobCounts(app.database.db);
  });
  app.scheduler.schedule("jobs.counts-compaction", { intervalMs: 60_000 }, COUNTS_COMPACTION_TASK, {});
}
