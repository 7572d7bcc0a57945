import type { App } from "../../types";
import { closeOutdatedJobs } from "./jobs-freshness.repository";

export const FRESHNESS_TASK = "jobs.freshness-sweep";

/**
 * The daily freshness sweep: at 03:00 UTC (once across instances; at the first start after it when
 * no instance was up then), and a minute after each start, expired and stale jobs are closed and
 * leave search and counts. Their pages still answer, saying when and why they closed.
 */
export function registerFreshnessSweep(app: App): void {
  app.queue.handle(FRESHNESS_TASK, async () => {
    const closed = await closeOutdatedJobs(app.database.db, new Date(), app.config.jobMaxAgeDays);
    app.log.info(closed, "job freshness sweep: closed expired and stale jobs");
  });
  app.scheduler.schedule(
    "jobs.freshness",
    { dailyAt: "03:00" },
    FRESHNESS_TASK,
    {},
    { afterStartMs: 60_000 },
  );
}
