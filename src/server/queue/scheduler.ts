import { lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { scheduledRuns } from "../db/schema/queue";
import type { Db } from "../db/types";
import type { EnqueueOptions, Queue } from "./queue";

/** Every `intervalMs` (slots start at multiples of it since 1970), or once a day at `dailyAt` ('HH:MM', UTC). */
export type Every = { intervalMs: number } | { dailyAt: string };

export interface ScheduleOptions {
  /** Also queue a run this long after the scheduler starts, whatever the slot (each instance does). */
  afterStartMs?: number;
  /** Passed to the queue for each run. */
  maxAttempts?: number;
}

export interface Scheduler {
  /** A job queued as a task of `kind` once per slot, however many instances run; given at start (schedules.ts). */
  schedule(
    name: string,
    every: Every,
    kind: string,
    payload: Record<string, unknown>,
    options?: ScheduleOptions,
  ): void;
  /** The names of the jobs scheduled, in the order they were. */
  names(): string[];
  /** Queues the run of every job whose current slot has not run yet; answers the names it queued. */
  tick(): Promise<string[]>;
  /** Ticks now and then every `tickMs` (an unref'd timer), and queues the runs asked for after start. */
  start(): void;
  /** Stops ticking and waits for the tick in progress. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  queue: Queue;
  log: FastifyBaseLogger;
  /** How often slots are checked (default 30 s; the shortest interval a job may have is far longer). */
  tickMs?: number;
  /** How long the record of a run is kept (default 30 days); longer than any interval. */
  keepMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const DAILY_AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The start of the slot `at` falls in: floor(at / interval) × interval, or the latest daily time at or
 * before `at` (today's once it has passed, else yesterday's).
 */
export function slotStart(every: Every, at: Date): Date {
  if ("intervalMs" in every) return new Date(Math.floor(at.getTime() / every.intervalMs) * every.intervalMs);
  const match = DAILY_AT.exec(every.dailyAt);
  if (!match) throw new Error(`a daily time is HH:MM (UTC), not ${every.dailyAt}`);
  const today = Date.UTC(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
  );
  return new Date(today <= at.getTime() ? today : today - DAY_MS);
}

interface Entry {
  name: string;
  every: Every;
  kind: string;
  payload: Record<string, unknown>;
  options: ScheduleOptions;
  /** The last slot this instance saw run (by itself or another): no database round trip until the next. */
  seen?: number;
}

/**
 * Scheduled jobs over the task queue. On each tick every job's current slot is computed and
 * `insert into scheduled_runs (name, slot) … on conflict do nothing returning` decides who runs it:
 * the primary key lets one insert win per slot, across instances and restarts, and only the winner
 * queues the task, in the same transaction (a crash between the two loses neither). A slot missed
 * while every instance was down is the current one at the next start, so it runs then, once; the
 * slots before it are not caught up. Runs are at least once, as every task of the queue: a
 * scheduled task's handler must be safe to run twice. Why: docs/decisions/012-task-queue.md.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, queue, log } = options;
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? 30_000;
  const keepMs = options.keepMs ?? 30 * DAY_MS;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<string[]> | undefined;

  async function claimAndQueue(entry: Entry, slot: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const won = await tx
        .insert(scheduledRuns)
        .values({ name: entry.name, slot })
        .onConflictDoNothing()
        .returning({ name: scheduledRuns.name });
      if (won.length === 0) return false;
      const enqueue: EnqueueOptions = { within: tx };
      if (entry.options.maxAttempts) enqueue.maxAttempts = entry.options.maxAttempts;
      await queue.enqueue(entry.kind, entry.payload, enqueue);
      return true;
    });
  }

  async function tickOnce(): Promise<string[]> {
    const at = now();
    const queued: string[] = [];
    for (const entry of entries.values()) {
      const slot = slotStart(entry.every, at);
      if (entry.seen === slot.getTime()) continue;
      if (await claimAndQueue(entry, slot)) {
        queued.push(entry.name);
        log.info({ job: entry.name, slot }, "scheduled job queued");
      }
      entry.seen = slot.getTime();
    }
    // Runs are recorded only to be claimed once; a month on, nobody asks about them again.
    if (queued.length > 0) {
      await db.delete(scheduledRuns).where(lt(scheduledRuns.slot, new Date(at.getTime() - keepMs)));
    }
    return queued;
  }

  function tick(): Promise<string[]> {
    if (!ticking) {
      ticking = tickOnce().finally(() => {
        ticking = undefined;
      });
    }
    return ticking;
  }

  function backgroundTick(): void {
    tick().catch((error: unknown) => log.error({ err: error }, "scheduler tick failed"));
  }

  return {
    schedule(name, every, kind, payload, scheduleOptions = {}) {
      if (entries.has(name)) throw new Error(`a scheduled job named ${name} exists already`);
      if (
        "intervalMs" in every &&
        !(Number.isInteger(every.intervalMs) && every.intervalMs >= 60_000 && every.intervalMs < keepMs)
      ) {
        // A slot's record must outlive the slot, or it would run again once the record is pruned.
        throw new Error(
          `scheduled job ${name}: the interval must be whole milliseconds, from a minute to less than ${keepMs / DAY_MS} days`,
        );
      }
      if ("dailyAt" in every && !DAILY_AT.test(every.dailyAt)) {
        throw new Error(`scheduled job ${name}: a daily time is HH:MM (UTC), not ${every.dailyAt}`);
      }
      entries.set(name, { name, every, kind, payload, options: scheduleOptions });
    },
    names: () => [...entries.keys()],
    tick,
    start() {
      if (timer) return;
      timer = setInterval(backgroundTick, tickMs);
      timer.unref();
      backgroundTick();
      for (const entry of entries.values()) {
        const { afterStartMs, maxAttempts } = entry.options;
        if (afterStartMs === undefined) continue;
        const runAt = new Date(now().getTime() + afterStartMs);
        queue
          .enqueue(entry.kind, entry.payload, maxAttempts ? { runAt, maxAttempts } : { runAt })
          .catch((error: unknown) =>
            log.error({ err: error, job: entry.name }, "run after start not queued"),
          );
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (ticking) await ticking.catch(() => []);
    },
  };
}
