import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase } from "../db/client";
import { queuedTasks } from "../db/schema/queue";
import type { Database } from "../db/types";
import { createQueue } from "./queue";

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const serverUrl = process.env.TEST_DATABASE_URL;
let testUrl: string | undefined;
const dropTestDatabase: (() => Promise<void>)[] = [];

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, when it is set. */
beforeAll(async () => {
  if (!serverUrl) return;
  const name = `borderless_queue_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  testUrl = url.toString();
  dropTestDatabase.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
});
afterAll(async () => {
  for (const drop of dropTestDatabase) await drop();
});

async function openTestDatabase(dataDir = ""): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: dataDir ? undefined : (testUrl ?? "memory://"),
    dataDir,
  });
  await database.migrate();
  return database;
}

describe("the task queue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs a task after enqueue returns, once, and deletes it", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    const seen: unknown[] = [];
    queue.handle("once", {
      payload: z.object({ n: z.number() }),
      run: async (payload) => void seen.push(payload),
    });
    await queue.enqueue("once", { n: 1 });
    expect(seen).toEqual([]);
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await queue.runDue()).toBe(0);
    expect(await database.db.select().from(queuedTasks)).toEqual([]);
  });

  it("retries a failed task later, with growing waits, and gives up after its attempts", async () => {
    let clock = new Date();
    const queue = createQueue({ db: database.db, log: silentLog, now: () => clock });
    let calls = 0;
    queue.handle("flaky", {
      payload: z.object({}),
      run: async () => {
        calls += 1;
        throw new Error(`mail server said no (${calls})`);
      },
    });
    await queue.enqueue("flaky", {}, { maxAttempts: 3 });
    await queue.runDue();
    expect(calls).toBe(1);
    const [first] = await database.db.select().from(queuedTasks);
    expect(first?.lastError).toBe("mail server said no (1)");
    const firstWait = (first?.runAt.getTime() ?? 0) - clock.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(15_000);

    // Not again before its time.
    await queue.runDue();
    expect(calls).toBe(1);

    clock = new Date(first?.runAt.getTime() ?? 0);
    await queue.runDue();
    expect(calls).toBe(2);
    const [second] = await database.db.select().from(queuedTasks);
    expect((second?.runAt.getTime() ?? 0) - clock.getTime()).toBeGreaterThan(firstWait);

    clock = new Date(second?.runAt.getTime() ?? 0);
    await queue.runDue();
    expect(calls).toBe(3);
    expect(await database.db.select().from(queuedTasks)).toEqual([]);
  });

  it("a task of a worker that died is taken over once its claim runs out", async () => {
    let clock = new Date();
    const dying = createQueue({ db: database.db, log: silentLog, now: () => clock, leaseMs: 60_000 });
    let claimed = () => {};
    const running = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    dying.handle("lease", {
      payload: z.object({}),
      run: () => {
        claimed();
        return new Promise<void>(() => {});
      },
    });
    await dying.enqueue("lease", {});
    void dying.runDue();
    await running;

    const other = createQueue({ db: database.db, log: silentLog, now: () => clock });
    let done = 0;
    other.handle("lease", {
      payload: z.object({}),
      run: async () => {
        done += 1;
      },
    });
    expect(await other.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await other.runDue()).toBe(1);
    expect(done).toBe(1);
  });

  it("refuses to queue a payload its kind does not take, saying why", async () => {
    const queue = createQueue({ db: database.db, log: silentLog });
    queue.handle("typed", { payload: z.object({ entryId: z.number().int() }), run: async () => {} });
    await expect(queue.enqueue("typed", { entryId: "7" })).rejects.toThrow(
      /task typed: payload refused: .*entryId/s,
    );
    expect(await database.db.select().from(queuedTasks)).toEqual([]);
  });

  it("fails a stored task whose payload does not parse, with the reason in the log, and runs the rest", async () => {
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const record = (level: string) => (fields: Record<string, unknown>, message: string) =>
      void lines.push({ level, fields, message });
    const log = {
      info: record("info"),
      warn: record("warn"),
      error: record("error"),
    } as unknown as FastifyBaseLogger;
    const queue = createQueue({ db: database.db, log });
    const ran: number[] = [];
    queue.handle("expire", {
      payload: z.object({ entryId: z.number().int() }),
      run: async ({ entryId }) => void ran.push(entryId),
    });
    // As an older version, or a hand-written row, might have stored them.
    await database.db.insert(queuedTasks).values([
      { kind: "expire", payload: { entry: 3 }, runAt: new Date(Date.now() - 1000), maxAttempts: 8 },
      { kind: "expire", payload: { entryId: 4 }, runAt: new Date(), maxAttempts: 8 },
    ]);
    expect(await queue.runDue()).toBe(2);
    expect(ran).toEqual([4]);
    // Given up at once: a payload that does not parse now never will.
    expect(await database.db.select().from(queuedTasks)).toEqual([]);
    const refused = lines.find((line) => line.level === "error");
    expect(refused?.message).toBe("task given up");
    expect(refused?.fields).toMatchObject({ kind: "expire", attempts: 1 });
    expect(String(refused?.fields.reason)).toMatch(/^task expire: payload refused: .*entryId/s);
  });
});

describe("several workers on one database", () => {
  const databases: Database[] = [];
  afterAll(async () => {
    for (const d of databases) await d.close();
  });

  it("run every task exactly once between them", async () => {
    const first = await openTestDatabase();
    databases.push(first);
    // On PostgreSQL each worker has its own connection pool, as separate server instances would.
    const second = testUrl
      ? await openDatabase({ databaseUrl: testUrl, dataDir: "" }).then((d) => {
          databases.push(d);
          return d;
        })
      : first;
    const runs = new Map<number, number>();
    const workers = [first, second].map((d) => {
      const queue = createQueue({ db: d.db, log: silentLog });
      queue.handle("count", {
        payload: z.object({ n: z.number() }),
        run: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          // A turn of the event loop, so the other worker claims tasks meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
        },
      });
      return queue;
    });
    for (let n = 0; n < 40; n++) await workers[0]?.enqueue("count", { n });
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});

describe("the queue across a restart", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-queue-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("runs after the restart what was queued before it", async () => {
    const before = await openTestDatabase(dir);
    const queue = createQueue({ db: before.db, log: silentLog });
    await queue.enqueue("later", { what: "welcome mail" });
    await before.close();

    const after = await openTestDatabase(dir);
    const seen: unknown[] = [];
    const restarted = createQueue({ db: after.db, log: silentLog });
    restarted.handle("later", {
      payload: z.object({ what: z.string() }),
      run: async (payload) => void seen.push(payload),
    });
    expect(await restarted.runDue()).toBe(1);
    await after.close();
    expect(seen).toEqual([{ what: "welcome mail" }]);
  });
});
