import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as instances from "./schema/instances";
import * as jobs from "./schema/jobs";
import * as people from "./schema/people";
import * as places from "./schema/places";
import * as queue from "./schema/queue";
import * as referrals from "./schema/referrals";
import * as registers from "./schema/registers";
import * as twoFactor from "./schema/two-factor";

// The database as the rest of the server sees it: the tables, the Db type and the Database that
// opens it. No driver is imported here; client.ts opens a Database with PGlite or pg.

export const schema = {
  ...people,
  ...places,
  ...jobs,
  ...referrals,
  ...twoFactor,
  ...queue,
  ...instances,
  ...registers,
};
export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, writing start data) while no other process does start-up work on this
   * database: on PostgreSQL under an advisory lock (start-lock.ts), so instances started together
   * take turns; `onWait` is called when one has to wait. The embedded database needs none: only
   * one process can hold its DATA_DIR.
   */
  withStartLock<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /**
   * Writes dirty pages and a checkpoint record, so the next start replays no WAL. Acknowledged
   * writes do not depend on it: the embedded database writes each commit's WAL to the host file
   * system before the query returns (no fsync, though; see docs/decisions/004).
   */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one tar archive (`npm run backup`), taken between transactions
   * after a checkpoint, so a copy made while the server runs is consistent and needs no replay.
   * Absent on a PostgreSQL server, which pg_dump backs up.
   */
  dumpDataDir?(): Promise<Blob>;
  /** Tells `observer` of every statement the app's connections run (the metrics); undefined stops it. */
  observeQueries(observer: QueryObserver | undefined): void;
  /** How the connection pool is used, on a PostgreSQL server; undefined on the embedded database. */
  poolUse(): PoolUse | undefined;
}

export interface PoolUse {
  /** Connections open, idle or busy. */
  total: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
  max: number;
}

/** Told of each statement the app's connections run: how long it took, in seconds, and whether it succeeded. */
export type QueryObserver = (seconds: number, ok: boolean) => void;
