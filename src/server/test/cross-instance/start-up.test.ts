import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openDatabase, STATEMENT_TIMEOUT_MS } from "../../db/client";
import { journalMigrations } from "../../db/migration-journal";
import { prepareDatabase } from "../../db/prepare";
import type { Database } from "../../db/types";
import { testConfig } from "../config";
import { createEmptyDatabase } from "../empty-database";
import { hasPostgres } from "../two-instances";

const dropped: Array<() => Promise<void>> = [];

/** A new, empty database on the test server (dropped after the tests), and its address. */
async function emptyDatabase(): Promise<string> {
  const database = await createEmptyDatabase();
  dropped.push(database.drop);
  return database.url;
}

/** One instance's database connection, as main.ts opens it. */
function open(url: string): Promise<Database> {
  return openDatabase({
    databaseUrl: url,
    dataDir: testConfig().dataDir,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a start leaves in the database: migrations applied, and how many of each demo thing. */
async function contents(database: Database) {
  const [counts] = await rows<Record<string, number>>(
    database,
    sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from jobs) as jobs,
      (select count(*)::int from countries) as countries,
      (select count(*)::int from cities) as cities,
      (select count(*)::int from referral_offerings) as offerings,
      (select count(*)::int from messages) as messages`,
  );
  const migrations = await rows<{ created_at: string; times: number }>(
    database,
    sql`select created_at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by created_at`,
  );
  return { counts, migrations: migrations.map((m) => ({ when: Number(m.created_at), times: m.times })) };
}

afterAll(async () => {
  for (const drop of dropped) await drop();
});

describe.runIf(hasPostgres)("instances starting together on an empty PostgreSQL database", () => {
  it("all come up; the schema is made once and the demo data added once, as by a single start", async () => {
    const single = await open(await emptyDatabase());
    let expected: Awaited<ReturnType<typeof contents>>;
    try {
      await prepareDatabase(single, { demoData: true });
      expected = await contents(single);
    } finally {
      await single.close();
    }
    expect(expected.counts?.users).toBeGreaterThan(0);
    expect(expected.counts?.jobs).toBeGreaterThan(0);
    expect(expected.migrations).toEqual(journalMigrations().map((m) => ({ when: m.when, times: 1 })));

    const url = await emptyDatabase();
    const instances = await Promise.all([open(url), open(url), open(url)]);
    try {
      let waited = 0;
      const started = await Promise.all(
        instances.map((database) =>
          prepareDatabase(database, { demoData: true, onWait: () => void waited++ }),
        ),
      );
      // One of them added the demo data; the others found it there.
      expect(started.filter((lines) => lines.includes("demo data added"))).toHaveLength(1);
      expect(waited).toBeGreaterThan(0);
      expect(await contents(instances[0] as Database)).toEqual(expected);

      // And each serves: ready, with the demo account signing in.
      for (const database of instances) {
        const config = testConfig({ databaseUrl: url });
        const app = await buildApp({ config, database, sessionSecret: "s".repeat(32), runTasks: false });
        try {
          const ready = await app.inject({ method: "GET", url: "/api/ready" });
          expect(ready.json()).toEqual({ status: "ready" });
          const login = await app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { username: "demo", password: "demo1234" },
          });
          expect(login.statusCode).toBe(200);
        } finally {
          await app.close();
        }
      }
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  }, 180_000);

  it("lets the next start go on after one whose start-up work failed", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    try {
      const failing = a.withStartLock(async () => {
        await a.migrate();
        throw new Error("reference data unreadable");
      });
      await expect(failing).rejects.toThrow("reference data unreadable");
      const lines = await prepareDatabase(b, { demoData: false });
      expect(lines[0]).toMatch(/^reference data: countries [1-9]\d* added/);
      expect(lines.at(-1)).toMatch(/^exchange rates: [1-9]\d* currencies as of \d{4}-\d{2}-\d{2}$/);
      const migrations = await rows<{ n: number }>(
        b,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations[0]?.n).toBe(journalMigrations().length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
