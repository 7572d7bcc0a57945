import { randomBytes } from "node:crypto";
import { type BuildAppOptions, buildApp } from "../app";
import type { Config } from "../config";
import { openDatabase, STATEMENT_TIMEOUT_MS } from "../db/client";
import { sessions, type UserRow, users } from "../db/schema/people";
import { seedDemoData } from "../db/seed/demo";
import type { Database, Db } from "../db/types";
import type { Mail } from "../mail/mailer";
import { hashPassword } from "../modules/auth/password";
import { applyReferenceRates } from "../modules/pay/exchange-rates.service";
import { loadReferenceRates } from "../pay/pay-reference";
import { hashToken } from "../plugins/session-store";
import type { App } from "../types";
import { testConfig } from "./config";
import { createPostgresTestDatabase, embeddedTemplate } from "./template-database";

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  /** Every mail the app delivered during the test, newest last (see `runTasks`). */
  mails: Mail[];
  /** Runs the queued tasks that are due, as the server's background worker would: mail is delivered. */
  runTasks(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database (in-memory PGlite, or a throwaway database on the PostgreSQL server
 * named by TEST_DATABASE_URL), copied from a migrated template (template-database.ts), and the app
 * over it. `seed: true` adds the demo data.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    logStream?: BuildAppOptions["logStream"];
    /** The embedded database in a thread of its own, as the server opens it. */
    inWorker?: boolean;
    /** JOB_FEEDS, as main.ts reads them. */
    feeds?: BuildAppOptions["feeds"];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  let dropDatabase = async () => {};
  let databaseUrl = config.databaseUrl;
  let initialData: Uint8Array | undefined;
  if (databaseUrl?.startsWith("postgres")) {
    const copy = await createPostgresTestDatabase(databaseUrl);
    databaseUrl = copy.url;
    dropDatabase = copy.drop;
  } else if (databaseUrl === "memory://") {
    initialData = await embeddedTemplate();
  }
  const database = await openDatabase({
    databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    inWorker: options.inWorker,
    initialData,
  });
  // Nothing to do on a copy of the template; a database in a data directory is migrated here.
  await database.migrate();
  if (options.seed) {
    await seedDemoData(database.db);
    await applyReferenceRates(database.db, loadReferenceRates());
  }
  const mails: Mail[] = [];
  const app = await buildApp({
    config: { ...config, databaseUrl },
    database,
    sessionSecret: config.sessionSecret ?? "x".repeat(32),
    // With an SMTP_URL (a test's own SMTP server) mail goes there; otherwise it is kept in `mails`.
    mailTransport: config.smtpUrl
      ? undefined
      : async ({ from: _from, ...mail }) => {
          mails.push(mail);
        },
    runTasks: false,
    logStream: options.logStream,
    feeds: options.feeds,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mails,
    runTasks: () => app.queue.runDue(),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

let counter = 0;
/**
 * A user stored directly (password 'password123' unless given). A ready `passwordHash` skips the
 * deliberately slow hashing, for tests that create many people.
 */
export async function seedUser(
  db: Db,
  overrides: Partial<Pick<UserRow, "username" | "email" | "fullName" | "profession" | "skills">> & {
    password?: string;
    passwordHash?: string;
  } = {},
): Promise<UserRow> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [user] = await db
    .insert(users)
    .values({
      username: overrides.username ?? `user${tag}`,
      email: overrides.email ?? `user${tag}@example.test`,
      fullName: overrides.fullName ?? `Test User ${counter}`,
      profession: overrides.profession ?? "Tester",
      skills: overrides.skills ?? [],
      passwordHash: overrides.passwordHash ?? (await hashPassword(overrides.password ?? "password123")),
    })
    .returning();
  if (!user) throw new Error("user not inserted");
  return user;
}

/** A session for the user, as the `cookie` header a browser would send. */
export async function sessionCookie(app: App, db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return `borderless_session=${app.signCookie(token)}`;
}
