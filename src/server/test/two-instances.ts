import { buildApp } from "../app";
import type { Config } from "../config";
import { openDatabase, STATEMENT_TIMEOUT_MS } from "../db/client";
import type { Database } from "../db/types";
import type { Mail } from "../mail/mailer";
import type { App } from "../types";
import { createTestApp, type TestApp } from "./app";

/** Whether the cross-instance tests can run: they need a PostgreSQL server (TEST_DATABASE_URL). */
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres"));

export interface TwoInstances {
  /** Instance A: a fresh database of its own on the PostgreSQL server, migrated, with the app over it. */
  a: TestApp;
  /** Instance B: another app, with its own connection pool, over A's database. */
  b: App;
  /** Mail B delivered (A's is in `a.mails`). */
  bMails: Mail[];
  close(): Promise<void>;
}

/**
 * Two app instances over one PostgreSQL database, as two processes behind a load balancer would be:
 * nothing is shared between them but the database (and Redis, when the config names it).
 */
export async function createTwoInstances(options: { config?: Partial<Config> } = {}): Promise<TwoInstances> {
  const a = await createTestApp({ config: options.config });
  const config = a.app.config;
  let bDatabase: Database | undefined;
  try {
    bDatabase = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    const bMails: Mail[] = [];
    const b = await buildApp({
      config,
      database: bDatabase,
      sessionSecret: config.sessionSecret ?? "x".repeat(32),
      mailTransport: async ({ from: _from, ...mail }) => void bMails.push(mail),
      runTasks: false,
    });
    await b.ready();
    const database = bDatabase;
    return {
      a,
      b,
      bMails,
      async close() {
        await b.close();
        await database.close();
        await a.close();
      },
    };
  } catch (error) {
    await bDatabase?.close();
    await a.close();
    throw error;
  }
}
