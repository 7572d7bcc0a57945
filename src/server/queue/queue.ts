import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type QueuedTaskRow, queuedTasks } from "../db/schema/queue";
import type { Db } from "../db/types";
import { type Metrics, noMetrics } from "../metrics/metrics";

/**
 * A kind of task: the schema its stored payload must pass, and what a run does with the parsed
 * payload. The payload is parsed when the task is queued and again when it runs (a task stored by
 * an older version, or written by hand, is checked too); it is never taken on trust.
 */
export interface Task<P> {
  payload: z.ZodType<P>;
  run(payload: P): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before then (default: now). */
  runAt?: Date;
  /** Given up (and deleted) after this many failed runs. */
  maxAttempts?: number;
  /** A transaction to insert the task in: it is queued only if that transaction commits. */
  within?: Db;
}

export interface Queue {
  /** Who does the work of a kind of task, and what payload it takes; one per kind, registered at start. */
  handle<P>(kind: string, task: Task<P>): void;
  /** Stores the task (one insert); a worker runs it after the request has been answered. */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  /** Claims and runs due tasks until none is left; answers how many ran. */
  runDue(): Promise<number>;
  /** Polls for due tasks every `pollMs`, and right after each enqueue. */
  start(): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

export interface QueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a claim holds: a worker that dies mid-task leaves it to another after this. */
  leaseMs?: number;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
  /** Told the outcome of each run. */
  metrics?: Metrics;
}

/** A run refused before it started: its payload is not what its kind takes, and never will be. */
class PayloadRefused extends Error {}

interface Handler {
  /** Why the payload does not fit the kind's schema; undefined when it does. */
  check(payload: unknown): string | undefined;
  run(payload: unknown): Promise<void>;
}

function registered<P>(kind: string, task: Task<P>): Handler {
  const problem = (error: z.ZodError) => `task ${kind}: payload refused: ${z.prettifyError(error)}`;
  return {
    check(payload) {
      const parsed = task.payload.safeParse(payload);
      return parsed.success ? undefined : problem(parsed.error);
    },
    async run(payload) {
      const parsed = task.payload.safeParse(payload);
      if (!parsed.success) throw new PayloadRefused(problem(parsed.error));
      await task.run(parsed.data);
    },
  };
}

const BATCH = 10;
const DEFAULT_LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** 15 s, 30 s, 1 min … up to an hour, with up to a fifth more at random so retries spread out. */
export function backoffMs(attempts: number): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(base * (1 + Math.random() * 0.2));
}

/**
 * A task queue in the app's own database (embedded PGlite or PostgreSQL, same SQL): tasks survive
 * a restart, a failed one is retried with backoff, and several server instances never run the same
 * task at once: a claim takes due rows `for update skip locked` and stamps a lease on them in one
 * statement. A task is deleted once done, so nothing it carried outlives it. Delivery is at least
 * once: a worker that dies between finishing a task and deleting it leaves it to run again when the
 * lease runs out. Why not a library: docs/decisions/012-task-queue.md.
 */
export function createQueue(options: QueueOptions): Queue {
  const { db, log } = options;
  const metrics = options.metrics ?? noMetrics;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? 1_000;
  const handlers = new Map<string, Handler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;

  async function claim(): Promise<QueuedTaskRow[]> {
    const at = now();
    const due = db
      .select({ id: queuedTasks.id })
      .from(queuedTasks)
      .where(
        and(
          lte(queuedTasks.runAt, at),
          or(isNull(queuedTasks.lockedUntil), lte(queuedTasks.lockedUntil, at)),
        ),
      )
      .orderBy(asc(queuedTasks.runAt), asc(queuedTasks.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(queuedTasks)
      .set({
        lockedUntil: new Date(at.getTime() + leaseMs),
        attempts: sql`${queuedTasks.attempts} + 1`,
      })
      .where(inArray(queuedTasks.id, due))
      .returning();
  }

  async function runOne(task: QueuedTaskRow): Promise<void> {
    const handler = handlers.get(task.kind);
    try {
      if (!handler) throw new Error(`no handler for task kind ${task.kind}`);
      await handler.run(task.payload);
      await db.delete(queuedTasks).where(eq(queuedTasks.id, task.id));
      metrics.taskRun(task.kind, "done");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A payload that does not parse now never will: trying again would only fail again.
      if (task.attempts >= task.maxAttempts || error instanceof PayloadRefused) {
        metrics.taskRun(task.kind, "given_up");
        log.error(
          { err: error, taskId: task.id, kind: task.kind, attempts: task.attempts, reason: message },
          "task given up",
        );
        await db.delete(queuedTasks).where(eq(queuedTasks.id, task.id));
        return;
      }
      metrics.taskRun(task.kind, "failed");
      const retryAt = new Date(now().getTime() + backoffMs(task.attempts));
      log.warn(
        { err: error, taskId: task.id, kind: task.kind, attempts: task.attempts, retryAt },
        "task failed",
      );
      await db
        .update(queuedTasks)
        .set({ runAt: retryAt, lockedUntil: null, lastError: message.slice(0, 500) })
        .where(eq(queuedTasks.id, task.id));
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const tasks = await claim();
      if (tasks.length === 0) return ran;
      for (const task of tasks) await runOne(task);
      ran += tasks.length;
    }
  }

  function kick(): void {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, "task queue poll failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    handle(kind, task) {
      handlers.set(kind, registered(kind, task));
    },
    async enqueue(kind, payload, enqueueOptions = {}) {
      // Refused here, in the code that queued it, rather than later in a worker's log.
      const problem = handlers.get(kind)?.check(payload);
      if (problem) throw new Error(problem);
      await (enqueueOptions.within ?? db).insert(queuedTasks).values({
        kind,
        payload,
        runAt: enqueueOptions.runAt ?? now(),
        maxAttempts: enqueueOptions.maxAttempts ?? 8,
      });
      if (!enqueueOptions.runAt) setImmediate(kick);
    },
    async runDue() {
      if (running) await running;
      return drain();
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running;
    },
  };
}
