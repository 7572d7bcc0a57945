import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { openDatabase } from "../db/client";
import { queuedTasks, scheduledRuns } from "../db/schema/queue";
import type { Database } from "../db/types";
import { createQueue } from "./queue";
import { createScheduler, slotStart } from "./scheduler";

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const serverUrl = process.env.TEST_DATABASE_URL;
let testUrl: string | undefined;
const dropTestDatabase: (() => Promise<void>)[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, when it is set. */
beforeAll(async () => {
  if (!serverUrl) return;
  const name = `borderless_scheduler_${randomBytes(6).toString("hex")}`;
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

describe("slot starts", () => {
  it("cut time into intervals from 1970, and a daily time into days", () => {
    const at = new Date("2026-03-10T14:37:12Z");
    expect(slotStart({ intervalMs: 6 * HOUR }, at).toISOString()).toBe("2026-03-10T12:00:00.000Z");
    expect(slotStart({ intervalMs: 15 * 60_000 }, at).toISOString()).toBe("2026-03-10T14:30:00.000Z");
    expect(slotStart({ dailyAt: "03:00" }, at).toISOString()).toBe("2026-03-10T03:00:00.000Z");
    // Before today's time, the slot is still yesterday's.
    expect(slotStart({ dailyAt: "03:00" }, new Date("2026-03-10T02:59:59Z")).toISOString()).toBe(
      "2026-03-09T03:00:00.000Z",
    );
    expect(slotStart({ dailyAt: "03:00" }, new Date("2026-03-10T03:00:00Z")).toISOString()).toBe(
      "2026-03-10T03:00:00.000Z",
    );
  });
});

describe("the scheduler", () => {
  let database: Database;
  let clock: Date;
  const now = () => clock;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: testUrl ?? "memory://", dataDir: "" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(queuedTasks);
    await database.db.delete(scheduledRuns);
    clock = new Date("2026-03-10T14:05:00Z");
  });

  /** One server instance: its own queue and scheduler over the database, with the job registered. */
  function instance(db = database.db) {
    const queue = createQueue({ db, log: silentLog, now });
    const scheduler = createScheduler({ db, queue, log: silentLog, now });
    scheduler.schedule("feed:acme", { intervalMs: 6 * HOUR }, "feed-import", { name: "acme" });
    return { queue, scheduler };
  }
  const queued = () => database.db.select().from(queuedTasks);

  it("queues one task per slot however many instances tick in it", async () => {
    const a = instance();
    const b = instance();
    expect(await a.scheduler.tick()).toEqual(["feed:acme"]);
    expect(await b.scheduler.tick()).toEqual([]);
    clock = new Date("2026-03-10T17:59:00Z");
    expect(await a.scheduler.tick()).toEqual([]);
    expect(await b.scheduler.tick()).toEqual([]);
    const tasks = await queued();
    expect(tasks.map((t) => [t.kind, t.payload])).toEqual([["feed-import", { name: "acme" }]]);
    const runs = await database.db.select().from(scheduledRuns);
    expect(runs.map((r) => [r.name, r.slot.toISOString()])).toEqual([
      ["feed:acme", "2026-03-10T12:00:00.000Z"],
    ]);

    // The next slot runs once more, whichever instance sees it first.
    clock = new Date("2026-03-10T18:00:01Z");
    expect([...(await b.scheduler.tick()), ...(await a.scheduler.tick())]).toEqual(["feed:acme"]);
    expect(await queued()).toHaveLength(2);
  });

  it("does not run a slot again after a restart within it, and runs the next one", async () => {
    const before = instance();
    expect(await before.scheduler.tick()).toEqual(["feed:acme"]);
    await before.scheduler.stop();

    clock = new Date("2026-03-10T15:30:00Z");
    const restarted = instance();
    expect(await restarted.scheduler.tick()).toEqual([]);
    expect(await queued()).toHaveLength(1);

    clock = new Date("2026-03-10T18:00:00Z");
    expect(await restarted.scheduler.tick()).toEqual(["feed:acme"]);
    expect(await queued()).toHaveLength(2);
  });

  it("runs only the latest slot missed while everything was down, once", async () => {
    const before = instance();
    await before.scheduler.tick();
    // Down for three days: twelve slots went by.
    clock = new Date(clock.getTime() + 3 * DAY);
    const restarted = instance();
    expect(await restarted.scheduler.tick()).toEqual(["feed:acme"]);
    expect(await restarted.scheduler.tick()).toEqual([]);
    expect(await queued()).toHaveLength(2);
    const runs = await database.db.select().from(scheduledRuns);
    expect(runs.map((r) => r.slot.toISOString()).sort()).toEqual([
      "2026-03-10T12:00:00.000Z",
      "2026-03-13T12:00:00.000Z",
    ]);
  });

  it("runs a daily job once a day, at its time or at the first start after it", async () => {
    const { queue } = instance();
    const scheduler = createScheduler({ db: database.db, queue, log: silentLog, now });
    scheduler.schedule("sweep", { dailyAt: "03:00" }, "sweep", {});
    // Started at 14:05: today's 03:00 has not run, so it runs now.
    expect(await scheduler.tick()).toEqual(["sweep"]);
    clock = new Date("2026-03-11T02:59:00Z");
    expect(await scheduler.tick()).toEqual([]);
    clock = new Date("2026-03-11T03:00:30Z");
    expect(await scheduler.tick()).toEqual(["sweep"]);
    expect(await queued()).toHaveLength(2);
  });

  it("forgets runs older than it keeps, and refuses an interval its records would not outlive", async () => {
    const { queue } = instance();
    const scheduler = createScheduler({ db: database.db, queue, log: silentLog, now, keepMs: 2 * DAY });
    scheduler.schedule("often", { intervalMs: HOUR }, "noop", {});
    const slots = async () =>
      (await database.db.select().from(scheduledRuns)).map((r) => r.slot.toISOString()).sort();
    await scheduler.tick();
    clock = new Date(clock.getTime() + DAY);
    await scheduler.tick();
    expect(await slots()).toEqual(["2026-03-10T14:00:00.000Z", "2026-03-11T14:00:00.000Z"]);
    clock = new Date(clock.getTime() + 2 * DAY);
    await scheduler.tick();
    expect(await slots()).toEqual(["2026-03-13T14:00:00.000Z"]);
    expect(() => scheduler.schedule("rare", { intervalMs: 3 * DAY }, "noop", {})).toThrow(/less than 2 days/);
    expect(() => scheduler.schedule("often", { intervalMs: HOUR }, "noop", {})).toThrow(/exists already/);
    expect(() => scheduler.schedule("bad", { dailyAt: "25:00" }, "noop", {})).toThrow(/HH:MM/);
  });

  it("queues a run shortly after start when asked, and the slot's run at once", async () => {
    const { queue } = instance();
    const scheduler = createScheduler({ db: database.db, queue, log: silentLog, now });
    scheduler.schedule("sweep", { dailyAt: "03:00" }, "sweep", {}, { afterStartMs: 60_000 });
    scheduler.start();
    await vi.waitFor(async () => expect(await queued()).toHaveLength(2), { timeout: 10_000 });
    await scheduler.stop();
    const tasks = await queued();
    expect(tasks.map((t) => t.runAt.getTime() - clock.getTime()).sort((x, y) => x - y)).toEqual([0, 60_000]);
  });
});

describe.runIf(serverUrl)("instances with connections of their own on PostgreSQL", () => {
  const databases: Database[] = [];
  afterAll(async () => {
    for (const d of databases) await d.close();
  });

  it("race on one slot and exactly one of them queues its run", async () => {
    for (let i = 0; i < 4; i++) {
      const d = await openDatabase({ databaseUrl: testUrl, dataDir: "" });
      if (i === 0) await d.migrate();
      databases.push(d);
    }
    const [first] = databases;
    if (!first) throw new Error("no database");
    for (let round = 0; round < 5; round++) {
      const clock = new Date(Date.UTC(2026, 2, 10 + round, 9));
      const schedulers = databases.map((d) => {
        const queue = createQueue({ db: d.db, log: silentLog, now: () => clock });
        const scheduler = createScheduler({ db: d.db, queue, log: silentLog, now: () => clock });
        scheduler.schedule("race", { intervalMs: DAY }, "race", { round });
        return scheduler;
      });
      const won = await Promise.all(schedulers.map((s) => s.tick()));
      expect(won.flat()).toEqual(["race"]);
    }
    const tasks = await first.db.select().from(queuedTasks).where(eq(queuedTasks.kind, "race"));
    const Round = z.object({ round: z.number() });
    expect(tasks.map((t) => Round.parse(t.payload).round).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
