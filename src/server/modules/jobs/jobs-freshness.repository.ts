import { and, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { Db } from "../../db/types";

const DAY_MS = 86_400_000;

export interface FreshnessSweep {
  /** Closed because their closing date (validThrough) has passed. */
  expired: number;
  /** Closed because nothing confirmed them for the maximum age. */
  stale: number;
}

/**
 * Closes the open jobs nobody can apply to any more, in two set-based updates: those past their
 * closing date ('expired', read through jobs_open_valid_through_idx), then those no import or
 * employer has confirmed for `maxAgeDays` ('stale', through jobs_open_refreshed_idx). Demo jobs are
 * never stale: they are fictional content shipped with the app, not postings anyone refreshes.
 * Running it twice closes nothing more, so a repeated run (the queue is at least once) is harmless.
 */
export async function closeOutdatedJobs(db: Db, now: Date, maxAgeDays: number): Promise<FreshnessSweep> {
  const expired = await db
    .update(jobs)
    .set({ closedAt: now, closedReason: "expired" })
    .where(and(isNull(jobs.closedAt), isNotNull(jobs.validThrough), lt(jobs.validThrough, now)))
    .returning({ id: jobs.id });
  const stale = await db
    .update(jobs)
    .set({ closedAt: now, closedReason: "stale" })
    .where(
      and(
        isNull(jobs.closedAt),
        lt(jobs.refreshedAt, new Date(now.getTime() - maxAgeDays * DAY_MS)),
        ne(jobs.source, "demo"),
      ),
    )
    .returning({ id: jobs.id });
  return { expired: expired.length, stale: stale.length };
}
