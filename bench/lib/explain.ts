import type { PGlite } from "@electric-sql/pglite";
import { type Database, type Db, schema } from "@server/db/types";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface QueryPlan extends CapturedQuery {
  plan: string[];
}

type RawClient = PGlite | pg.Pool;

/**
 * Runs `work` twice on a Db whose statements are recorded (sql + params) the second time, over the
 * same connection as `database`: what the repository really sends, not a copy of it written by hand.
 * The first run fills what the app keeps per database (the common short pieces, the cities), as the
 * requests before it would have on a running server, so a request's statements are those it sends
 * each time, without the occasional read of a kept list.
 */
export async function captureQueries(database: Database, work: (db: Db) => Promise<unknown>) {
  const captured: CapturedQuery[] = [];
  let recording = false;
  const logger = {
    logQuery: (sql: string, params: unknown[]) => {
      if (recording) captured.push({ sql, params });
    },
  };
  const client = rawClient(database);
  const db =
    database.kind === "pglite"
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzleNodePg(client as pg.Pool, { schema, logger }) as unknown as Db);
  await work(db);
  recording = true;
  await work(db);
  return captured;
}

/** EXPLAIN (the planner's choice, without running it) of a captured statement, one line per plan node. */
export async function explain(database: Database, query: CapturedQuery): Promise<QueryPlan> {
  const client = rawClient(database);
  const text = `explain ${query.sql}`;
  const result =
    database.kind === "pglite"
      ? await (client as PGlite).query<Record<string, string>>(text, query.params)
      : await (client as pg.Pool).query<Record<string, string>>(text, query.params);
  return { ...query, plan: result.rows.map((row) => Object.values(row)[0] ?? "") };
}

/** "Seq Scan on jobs" (also "Parallel Seq Scan on jobs", with or without an alias). */
export function scansJobsSequentially(plan: readonly string[]): boolean {
  return plan.some((line) => /Seq Scan on jobs\b/.test(line));
}

/** The indexes a plan reads the jobs table through, for the table ("jobs_posted_idx + …"). */
export function jobsAccessPaths(plan: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const line of plan) {
    const index =
      /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (jobs_\w+)/.exec(line);
    if (index?.[1]) paths.add(index[1]);
    else if (/Seq Scan on jobs\b/.test(line)) paths.add("seq scan");
  }
  return [...paths];
}

function rawClient(database: Database): RawClient {
  return (database.db as unknown as { $client: RawClient }).$client;
}
