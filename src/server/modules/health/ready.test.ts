import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { journalMigrations } from "../../db/migration-journal";
import { createTestApp, type TestApp } from "../../test/app";
import { DATABASE_CHECK_INTERVAL_MS } from "./health.routes";

const ready = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/ready" });
const health = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/health" });
/** Moves the clock the checks read past their interval, so the next one asks the database again. */
const later = () => vi.setSystemTime(Date.now() + DATABASE_CHECK_INTERVAL_MS);

describe("readiness", () => {
  let t: TestApp;
  const logLines: Array<{ req?: { url?: string }; msg?: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info" },
      logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    t.app.lifecycle.draining = false;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers ready on a migrated database, without a log line per request", async () => {
    logLines.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await ready(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ready" });
    }
    expect(logLines).toEqual([]);
  });

  it("asks the database once for all the checks of an interval, and again in the next", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    later();
    const execute = vi.spyOn(t.database.db, "execute");
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready(t)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(execute).toHaveBeenCalledTimes(1);
    later();
    expect((await ready(t)).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("answers 503 while the instance shuts down, while health still answers ok", async () => {
    t.app.lifecycle.draining = true;
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: "unavailable", message: "This instance is shutting down." });
    expect((await health(t)).statusCode).toBe(200);
  });

  it("answers 503 while the database does not answer, and ready once it does again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const execute = vi.spyOn(t.database.db, "execute").mockRejectedValue(new Error("connection lost"));
    later();
    const down = await ready(t);
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toEqual({ code: "unavailable", message: "The database is not answering." });
    execute.mockRestore();
    later();
    expect((await ready(t)).statusCode).toBe(200);
  });

  it("is described in the OpenAPI document, with its 503", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    // 400: a request naming a host that is not the site's is refused, as on every route.
    expect(Object.keys(doc.paths["/api/ready"].get.responses)).toEqual(["200", "400", "503"]);
  });
});

describe("readiness: migrations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it("answers 503 naming a migration of this version the database lacks, and ready once it is back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const last = journalMigrations().at(-1);
    if (!last) throw new Error("no migrations in the journal");
    const [row] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`,
      )) as unknown as { rows: Array<{ hash: string }> }
    ).rows;
    expect(row).toBeDefined();
    later();
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: "unavailable",
      message: `The database is not up to date: 1 migration is not applied (${last.tag}).`,
    });
    // Liveness is another question: the process and its database are fine.
    expect((await health(t)).statusCode).toBe(200);

    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${last.when})`,
    );
    later();
    expect((await ready(t)).statusCode).toBe(200);
  });

  it("answers 503 on a database that was never migrated", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_aside`);
    try {
      later();
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(
        new RegExp(
          `^The database is not up to date: ${journalMigrations().length} migrations are not applied`,
        ),
      );
    } finally {
      await t.db.execute(sql`alter table drizzle.__drizzle_migrations_aside rename to __drizzle_migrations`);
    }
  });
});

describe("readiness: a database that went away", () => {
  it("answers 503 once the database is gone", async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      t.database.close = async () => {};
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: "unavailable", message: "The database is not answering." });
    } finally {
      await t.close();
    }
  });
});
