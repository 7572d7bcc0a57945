import { count, sql } from "drizzle-orm";
import { queuedTasks } from "../db/schema/queue";
import type { Db } from "../db/types";

/** `running`: claimed by a worker; `due`: waiting for one; `scheduled`: not due yet (a later run, a retry's wait). */
export type QueuedTaskState = "running" | "due" | "scheduled";

export interface QueuedTaskCount {
  kind: string;
  state: QueuedTaskState;
  tasks: number;
  /** Of these, the tasks whose last run failed (retried after their wait). */
  failing: number;
}

/**
 * What the queue holds, by kind and state, in one grouped count (the table keeps only tasks not yet
 * done, so it stays small). The database's clock decides what is due: with no parameter in it, the
 * state expression groups as it is selected.
 */
export async function queuedTaskCounts(db: Db): Promise<QueuedTaskCount[]> {
  const state = sql<QueuedTaskState>`case when ${queuedTasks.lockedUntil} > now() then 'running' when ${queuedTasks.runAt} <= now() then 'due' else 'scheduled' end`;
  return db
    .select({ kind: queuedTasks.kind, state, tasks: count(), failing: count(queuedTasks.lastError) })
    .from(queuedTasks)
    .groupBy(queuedTasks.kind, state);
}
