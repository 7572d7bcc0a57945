import { randomBytes } from "node:crypto";
import pg from "pg";

export interface EmptyDatabase {
  /** The new database's address on the test server. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL with nothing in it, not even the
 * migrations: what an install finds on its first start.
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl?.startsWith("postgres")) throw new Error("TEST_DATABASE_URL names no PostgreSQL server");
  const name = `borderless_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs one statement on the server (not in a transaction: `create database` cannot be in one). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
