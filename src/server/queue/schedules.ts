import { FEED_ATTEMPTS, FEED_TASK, type Feed } from "../import/feeds";
import { FRESHNESS_TASK } from "../modules/jobs/jobs-freshness";
import { COUNTRY_WEEKLY_TASK } from "../modules/notifications/country-updates";
import { DIGEST_TASK } from "../notifications/digests";
import { RATES_FEED_TASK } from "../pay/rates-feed";
import type { Every, ScheduleOptions, Scheduler } from "./scheduler";
import { COUNTS_COMPACTION_TASK, RATE_LIMIT_SWEEP_TASK } from "./tasks";

/** A job on the clock: queued as a task of `kind` once per slot, across instances (scheduler.ts). */
export interface ScheduledJob {
  name: string;
  every: Every;
  kind: string;
  payload: Record<string, unknown>;
  options?: ScheduleOptions;
}

/** What decides which of the jobs run on this deployment. */
export interface ScheduleSettings {
  /** The feeds of JOB_FEEDS: one job each, on the feed's own interval. */
  feeds: Feed[];
  /** EXCHANGE_RATES_FEED: its daily fetch runs only when it is set. */
  exchangeRatesFeed: string | undefined;
  /** Rate-limit counters in the `rate_limit_hits` table (rate-limit/rate-limit-store.ts): swept. */
  rateLimitTable: boolean;
}

const MINUTE_MS = 60_000;

/**
 * Every job that runs on a clock, with its schedule: the one list the scheduler is given at start
 * (plugins/background.ts); no other file schedules anything. Names are the keys of
 * `scheduled_runs`: renaming a job makes its current slot run again.
 */
export function scheduledJobs(settings: ScheduleSettings): ScheduledJob[] {
  return [
    // Hourly; each person's digest goes at their alert hour in their time zone.
    { name: "notifications.digests", every: { intervalMs: 60 * MINUTE_MS }, kind: DIGEST_TASK, payload: {} },
    // Daily, so a Monday the server was down still sends the week's mail the next day (once).
    { name: "country-info-weekly", every: { dailyAt: "07:00" }, kind: COUNTRY_WEEKLY_TASK, payload: {} },
    // Expired and stale jobs closed at 03:00 UTC, and a minute after each start.
    {
      name: "jobs.freshness",
      every: { dailyAt: "03:00" },
      kind: FRESHNESS_TASK,
      payload: {},
      options: { afterStartMs: MINUTE_MS },
    },
    // The count changes appended by job writes folded into a row per country.
    {
      name: "jobs.counts-compaction",
      every: { intervalMs: MINUTE_MS },
      kind: COUNTS_COMPACTION_TASK,
      payload: {},
    },
    ...(settings.rateLimitTable
      ? [
          {
            name: "rate-limits.sweep",
            every: { intervalMs: 10 * MINUTE_MS },
            kind: RATE_LIMIT_SWEEP_TASK,
            payload: {},
          },
        ]
      : []),
    // After the ECB publishes (about 16:00 CET), and a minute after each start.
    ...(settings.exchangeRatesFeed
      ? [
          {
            name: "exchange-rates",
            every: { dailyAt: "16:30" },
            kind: RATES_FEED_TASK,
            payload: {},
            options: { afterStartMs: MINUTE_MS, maxAttempts: 4 },
          },
        ]
      : []),
    ...settings.feeds.map((feed) => ({
      name: `feed:${feed.name}`,
      every: { intervalMs: feed.everyMs },
      kind: FEED_TASK,
      payload: { name: feed.name },
      options: { maxAttempts: FEED_ATTEMPTS },
    })),
  ];
}

/** Gives the scheduler every job of the list. */
export function scheduleAll(scheduler: Scheduler, jobs: ScheduledJob[]): void {
  for (const job of jobs) scheduler.schedule(job.name, job.every, job.kind, job.payload, job.options);
}
