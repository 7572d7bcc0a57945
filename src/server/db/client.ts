import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type EmbeddedClient, PgliteWorkerClient } from "./pglite-client";
import { type QueryTiming, timePgliteQueries, timePoolQueries } from "./query-timing";
import { withPostgresStartLock } from "./start-lock";
import { type Database, type Db, schema } from "./types";

/** The extensions the schema uses: an embedded database is opened with them, or its indexes fail. */
export const embeddedExtensions = { pg_trgm };

/**
 * Beside this module: src/server/db/migrations, or dist/server/migrations when bundled into
 * dist/server/*.js (scripts/build-server.mjs copies them there).
 */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How long one statement of the serving app may run before the database cancels it (answered 503):
 * a search no index serves must not hold a connection and a core for minutes.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * For the serving app (STATEMENT_TIMEOUT_MS); tools that load data in bulk leave it unset. The
   * embedded database accepts the setting but cannot enforce it: its one thread has no timer to
   * interrupt a statement with.
   */
  statementTimeoutMs?: number;
  /**
   * The embedded database in a thread of its own (docs/decisions/021), so a long statement does not
   * hold up this thread's other requests: for the serving app. Tools and tests, which do one thing
   * at a time, keep it in their own thread.
   */
  inWorker?: boolean;
  /**
   * PostgreSQL: how many of the pool's connections stay open however long they idle (the rest close
   * after IDLE_CLOSE_MS). The serving app keeps WARM_CONNECTIONS: a new server connection costs a
   * few milliseconds to open, and its first statements run far slower than later ones (at a million
   * jobs, a common short term's capped count took about 105 ms on a new connection and 8–9 ms on
   * the next runs, every page already in shared buffers both times), so a quiet site should not
   * meet a new one at every visit. Tools close all of theirs when idle.
   */
  warmConnections?: number;
  /** How long a connection above `warmConnections` may idle before it closes (tests shorten it). */
  idleCloseMs?: number;
  /**
   * The embedded database: the files it starts from (a tar archive made by `dumpDataDir`) when it
   * has none yet, instead of a new, empty database. Tests start each database from one migrated copy.
   */
  initialData?: Uint8Array;
}

/** The serving app's connections that stay open while idle: a search's page and its count, at once. */
export const WARM_CONNECTIONS = 2;
/** node-postgres's own default. */
const IDLE_CLOSE_MS = 10_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { databaseUrl, dataDir, statementTimeoutMs, inWorker = false, initialData } = options;
  if (databaseUrl?.startsWith("postgres")) return openPostgres(databaseUrl, options);
  const embedded = { statementTimeoutMs, inWorker, initialData };
  if (databaseUrl === "memory://") return openPglite(undefined, embedded);
  return openPglite(dataDir, embedded);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    min: options.warmConnections ?? 0,
    idleTimeoutMillis: options.idleCloseMs ?? IDLE_CLOSE_MS,
    statement_timeout: options.statementTimeoutMs ?? false,
  });
  // A lost connection is reported by the next query; an idle client error must not crash the process.
  pool.on("error", () => {});
  const timing: QueryTiming = { observer: undefined };
  timePoolQueries(pool, timing);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // On a connection of its own, without the timeout: building an index on a large table takes longer.
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    withStartLock: (work, onWait) => withPostgresStartLock(url, work, onWait),
    checkpoint: async () => {},
    close: () => pool.end(),
    observeQueries: (observer) => {
      timing.observer = observer;
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}

async function openPglite(
  dataDir: string | undefined,
  options: { statementTimeoutMs: number | undefined; inWorker: boolean; initialData: Uint8Array | undefined },
): Promise<Database> {
  const { statementTimeoutMs, inWorker, initialData } = options;
  let releaseLock = () => {};
  let dbPath: string | undefined;
  if (dataDir) {
    // PGlite creates its files with the process umask: owner-only, as every file in DATA_DIR.
    process.umask(0o077);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    releaseLock = lockDataDir(dataDir);
    dbPath = path.join(dataDir, "pgdata");
  }
  let client: EmbeddedClient;
  try {
    client = inWorker
      ? await PgliteWorkerClient.create(dbPath, initialData)
      : await PGlite.create(dbPath, {
          extensions: embeddedExtensions,
          loadDataDir: initialData && new Blob([initialData as Uint8Array<ArrayBuffer>]),
        });
  } catch (error) {
    releaseLock();
    throw error;
  }
  if (dbPath) restrictToOwner(dbPath);
  const timeout = `${statementTimeoutMs ?? 0}ms`;
  await client.query(`set statement_timeout = '${timeout}'`);
  const timing: QueryTiming = { observer: undefined };
  timePgliteQueries(client, timing);
  // The query builder and the migrator use only the part of PGlite that EmbeddedClient names.
  const pglite = client as PGlite;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await client.query("set statement_timeout = 0");
      try {
        await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
      } finally {
        await client.query(`set statement_timeout = '${timeout}'`);
      }
    },
    withStartLock: (work) => work(),
    checkpoint: async () => {
      await client.query("CHECKPOINT");
      await client.syncToFs();
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
    observeQueries: (observer) => {
      timing.observer = observer;
    },
    poolUse: () => undefined,
    // A transaction of its own waits for the queries and transactions in progress and keeps new ones
    // out until the copy is made (PGlite runs one at a time); the dump itself runs between statements.
    // Uncompressed: compressing is the slow part, and it need not hold everyone else up.
    dumpDataDir: () =>
      client instanceof PgliteWorkerClient
        ? client.dumpDataDir()
        : pglite.transaction(async (tx) => {
            await tx.exec("CHECKPOINT");
            return pglite.dumpDataDir("none");
          }),
  };
}

/**
 * PGlite lays out a new database from a template whose files keep the template's modes (0644):
 * they are made the owner's alone here, as the files the database adds later are by the umask.
 */
export function restrictToOwner(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}

const LOCK_FILE = "borderless.lock";

/**
 * PGlite takes no lock of its own, and two processes on one directory corrupt it. We hold a lock
 * file with our pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, undefined);
}

/** The pid of another running process that holds the lock on `dataDir`, if any. */
export function lockHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8");
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The database in ${dataDir} is in use by another Borderless process${pid ? ` (pid ${pid})` : ""}; stop it or set DATA_DIR to another directory.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
