import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work done after the request that asked for it (mail, expiries): a row per task, claimed by one
 * worker at a time (`for update skip locked`), deleted when done, retried with backoff when not.
 */
export const queuedTasks = pgTable(
  "queued_tasks",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** A worker's claim: until then nobody else takes the task; a crashed worker's claim runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("queued_tasks_run_at_idx").on(t.runAt)],
);

/**
 * One row per run of a scheduled job (a name and the start of its time slot): an instance inserts
 * the slot's row before it enqueues the run, and only the instance whose insert wins enqueues it,
 * so a scheduled job runs once per slot however many instances are up.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    name: text("name").notNull(),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

export type QueuedTaskRow = typeof queuedTasks.$inferSelect;
