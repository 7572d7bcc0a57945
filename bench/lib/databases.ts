import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@server/db/client";
import pg from "pg";

/** A database a suite seeds, serves and inspects; `dispose` removes every trace of it. */
export interface BenchDatabase {
  label: "embedded" | "PostgreSQL";
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
