import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@server/db/client";
import { seedDemoData } from "@server/db/seed/demo";
import { generateJobs, SERVER_INDEX_BUILD_MEMORY } from "@server/db/seed/generate-jobs";
import type { Database } from "@server/db/types";
import { sql } from "drizzle-orm";
import pg from "pg";

export type DatabaseKind = "embedded" | "PostgreSQL";

/** A database a suite seeds, serves and inspects; `dispose` removes every trace of it. */
export interface BenchDatabase {
  label: DatabaseKind;
  /**
   * Whether the planner's statistics are refreshed after a bulk load. A PostgreSQL server's
   * autovacuum does it within a minute or so (the bench does it at once rather than wait); the
   * embedded database has no autovacuum, so it gets only what the product itself does.
   */
  analyzeAfterLoad: boolean;
  /** Settings for the server child process. */
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** PGlite in a fresh temporary DATA_DIR (named `<prefix>-…`). */
export function embeddedDatabase(prefix = "borderless-bench"): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    label: "embedded",
    analyzeAfterLoad: false,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A throwaway database (`<prefix>_<random>`) on the server serverUrl names; dropped at the end. */
export async function postgresDatabase(
  serverUrl: string,
  prefix = "borderless_bench",
): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll("_", "-")}-pg-`));
  return {
    label: "PostgreSQL",
    analyzeAfterLoad: true,
    serverEnv: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl, dataDir }),
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The databases a run measures: the embedded one always, a PostgreSQL server too when
 * DATABASE_URL names one.
 */
export function databaseKinds(log: (message: string) => void): DatabaseKind[] {
  if (process.env.DATABASE_URL?.startsWith("postgres")) return ["embedded", "PostgreSQL"];
  log("DATABASE_URL is not set: measuring the embedded database only.");
  return ["embedded"];
}

/** A seeded database: the demo data plus generated jobs up to `jobs` in all. */
export interface SeededDatabase {
  database: BenchDatabase;
  jobs: number;
}

/**
 * The seeded databases of one run, shared by its suites: seeding 100,000 jobs takes minutes, so a
 * suite that asks for a kind of database already seeded to at least the size it needs gets that
 * one (and a larger size grows it). Every one is removed by `disposeAll` at the end of the run.
 */
export class SeededDatabases {
  private readonly seeded = new Map<DatabaseKind, SeededDatabase>();

  async get(kind: DatabaseKind, jobs: number, log: (message: string) => void): Promise<SeededDatabase> {
    let entry = this.seeded.get(kind);
    if (!entry) {
      const serverUrl = process.env.DATABASE_URL ?? "";
      const database = kind === "embedded" ? embeddedDatabase() : await postgresDatabase(serverUrl);
      entry = { database, jobs: 0 };
      this.seeded.set(kind, entry);
    }
    if (entry.jobs < jobs) {
      log(`${kind}: seeding the demo data and jobs up to ${jobs.toLocaleString("en-US")}`);
      await seed(entry.database, jobs, log);
      entry.jobs = jobs;
    }
    return entry;
  }

  async disposeAll(): Promise<void> {
    for (const { database } of this.seeded.values()) await database.dispose();
    this.seeded.clear();
  }
}

/** The demo data, then generated jobs up to `size` (as `npm run seed -- --jobs N` does). */
export async function seed(
  database: BenchDatabase,
  size: number,
  log: (message: string) => void,
): Promise<void> {
  const db = await database.open();
  try {
    await db.migrate();
    await seedDemoData(db.db);
    const started = performance.now();
    const added = await generateJobs(db.db, size, {
      indexBuildMemory: db.kind === "postgres" ? SERVER_INDEX_BUILD_MEMORY : undefined,
    });
    log(
      `  added ${added.toLocaleString("en-US")} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (database.analyzeAfterLoad) await db.db.execute(sql`analyze`);
    await db.checkpoint();
  } finally {
    await db.close();
  }
}
