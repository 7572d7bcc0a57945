import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_CHECK_INTERVAL_MS } from "../modules/health/health.routes";
import { createTestApp, type TestApp } from "../test/app";
import { openDatabase } from "./client";
import { PgliteWorkerClient } from "./pglite-client";

const TIMESTAMPTZ = 1184;

describe("the embedded database in a thread of its own", () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await PgliteWorkerClient.create(undefined);
    await client.exec("create table notes (id int primary key, body text not null)");
  });
  afterAll(async () => {
    await client.close();
  });

  it("answers a statement with its rows, in either row mode, with its parameters bound", async () => {
    await client.query("insert into notes values ($1, $2), ($3, $4)", [1, "one", 2, "two"]);
    const objects = await client.query<{ id: number; body: string }>("select * from notes order by id");
    expect(objects.rows).toEqual([
      { id: 1, body: "one" },
      { id: 2, body: "two" },
    ]);
    const arrays = await client.query("select body from notes where id = $1", [2], { rowMode: "array" });
    expect(arrays.rows).toEqual([["two"]]);
  });

  it("parses a value with the asker's own parser, from the text the database sent", async () => {
    const parsed = await client.query<{ t: unknown }>("select '2026-01-02 03:04:05+00'::timestamptz as t");
    expect(parsed.rows[0]?.t).toBeInstanceOf(Date);
    const seen: string[] = [];
    const own = await client.query<{ t: unknown }>("select '2026-01-02 03:04:05+00'::timestamptz as t", [], {
      parsers: {
        [TIMESTAMPTZ]: (value: string) => {
          seen.push(value);
          return `text: ${value}`;
        },
      },
    });
    expect(own.rows[0]?.t).toBe("text: 2026-01-02 03:04:05+00");
    expect(seen).toEqual(["2026-01-02 03:04:05+00"]);
  });

  it("fails a statement with the database's error: its message, SQLSTATE and constraint", async () => {
    const error = await client.query("insert into notes values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_pkey" });
    expect((error as Error).message).toMatch(/duplicate key/);
    // The thread goes on answering.
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 2 }]);
  });

  it("commits a transaction that ends well and rolls back one that throws", async () => {
    const kept = await client.transaction(async (tx) => {
      await tx.query("insert into notes values (10, 'kept')");
      return (await tx.query<{ n: number }>("select count(*)::int as n from notes")).rows[0]?.n;
    });
    expect(kept).toBe(3);
    const failure = await client
      .transaction(async (tx) => {
        await tx.query("insert into notes values (11, 'dropped')");
        throw new Error("changed my mind");
      })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: "changed my mind" });
    const ids = await client.query<{ id: number }>("select id from notes order by id");
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 10]);
  });

  it("keeps other statements out until a transaction ends, as PGlite in this thread does", async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("update notes set body = 'changed' where id = 1");
      order.push("updated");
      await held;
      order.push("committing");
    });
    // Asked while the transaction is open: answered after it commits, so it sees the change.
    await vi.waitFor(() => expect(order).toEqual(["updated"]), { timeout: 10_000 });
    const outside = client.query<{ body: string }>("select body from notes where id = 1").then((r) => {
      order.push("read");
      return r.rows[0]?.body;
    });
    // A real moment in which the read could wrongly be answered: what is shown is that it is not,
    // and no event marks that it would have been by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe("changed");
    expect(order).toEqual(["updated", "committing", "read"]);
  });

  it.runIf(process.platform === "linux")("runs below the server thread's priority (niceness 10)", () => {
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's niceness; the name before it may hold spaces.
    const niceness = fs.readdirSync("/proc/self/task").map((tid) => {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });
    expect(niceness).toContain(10);
    expect(niceness.filter((n) => n === 0).length).toBeGreaterThan(0);
  });

  it("leaves this thread free while a long statement runs", async () => {
    const started = performance.now();
    let lateBy = 0;
    let ticks = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      lateBy = Math.max(lateBy, now - last - 10);
      last = now;
      ticks += 1;
    }, 10);
    try {
      await client.query("select count(*) from generate_series(1, 5000000) as g(n) where n % 7 = 3");
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    // The statement runs long enough to tell (in this thread it would stop the timer for all of it),
    // and the timer kept firing through it.
    expect(took).toBeGreaterThan(300);
    expect(ticks).toBeGreaterThan(took / 10 / 4);
    expect(lateBy).toBeLessThan(took / 2);
  });
});

describe("the server's database on disk, in its thread", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-worker-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps what was written across a restart, and dumps its files as one archive", async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir, inWorker: true });
    await first.migrate();
    await first.db.execute(sql`insert into waitlist_entries (email, full_name, interested_countries, interested_roles)
      values ('kept@example.test', 'Kept', '{}', '{}')`);
    const archive = await first.dumpDataDir?.();
    await first.close();
    // A tar archive: its first entry's name, then the "ustar" magic at offset 257.
    const bytes = new Uint8Array(await (archive as Blob).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1_000_000);
    expect(new TextDecoder().decode(bytes.subarray(257, 262))).toBe("ustar");

    const second = await openDatabase({ databaseUrl: undefined, dataDir, inWorker: true });
    try {
      const rows = (await second.db.execute(sql`select email from waitlist_entries`)) as unknown as {
        rows: Array<{ email: string }>;
      };
      expect(rows.rows.map((r) => r.email)).toEqual(["kept@example.test"]);
    } finally {
      await second.close();
    }
  });
});

describe("the app over the embedded database in its thread", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The embedded database, whatever TEST_DATABASE_URL says: this is about its thread.
    t = await createTestApp({ seed: true, inWorker: true, config: { databaseUrl: "memory://" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves searches, a job and the country list", async () => {
    const search = await t.app.inject({ method: "GET", url: "/api/jobs?q=engineer&page=1&pageSize=5" });
    expect(search.statusCode).toBe(200);
    const body = search.json();
    expect(body.items.length).toBeGreaterThan(0);
    const job = await t.app.inject({ method: "GET", url: `/api/jobs/${body.items[0].id}` });
    expect(job.statusCode).toBe(200);
    expect(job.json().title).toBe(body.items[0].title);
    const countries = await t.app.inject({ method: "GET", url: "/api/countries" });
    expect(countries.statusCode).toBe(200);
  });

  it("answers the health check while a long statement holds the database", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    let done = false;
    const long = t.db
      .execute(sql`select count(*) from generate_series(1, 8000000) as g(n) where n % 7 = 3`)
      .then(() => {
        done = true;
      });
    // Past the interval (the clock moved on, not waited for), so the check asks the database again,
    // and that question waits behind the long statement: the last good answer stands meanwhile.
    vi.useFakeTimers({ toFake: ["Date"] });
    let health: Awaited<ReturnType<typeof t.app.inject>>;
    try {
      vi.setSystemTime(Date.now() + DATABASE_CHECK_INTERVAL_MS + 100);
      health = await t.app.inject({ method: "GET", url: "/api/health" });
    } finally {
      vi.useRealTimers();
    }
    expect(health.statusCode).toBe(200);
    expect(done).toBe(false);
    await long;
  });
});
