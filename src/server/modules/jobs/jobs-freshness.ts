import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/types";
import { closeOutdatedJobs } from "./jobs-freshness.repository";

export const FRESHNESS_TASK = "jobs.freshness-sweep";

/**
 * The daily freshness sweep (at 03:00 UTC once across instances, at the first start after it when
 * no instance was up then, and a minute after each start; queue/schedules.ts): expired and stale
 * jobs are closed and leave search and counts. Their pages still answer, saying when and why they
 * closed.
 */
export async function sweepOutdatedJobs(db: Db, log: FastifyBaseLogger, maxAgeDays: number): Promise<void> {
  const closed = await closeOutdatedJobs(db, new Date(), maxAgeDays);
  log.info(closed, "job freshness sweep: closed expired and stale jobs");
}
