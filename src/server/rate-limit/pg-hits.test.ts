import { lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "../db/schema/instances";
import { createTestApp, type TestApp } from "../test/app";
import { hasPostgres } from "../test/two-instances";
import { countHit, deleteExpiredHits } from "./pg-hits";

const MINUTE = 60_000;
let sequence = 0;
const freshKey = () => `POST /api/test|198.51.100.${++sequence}`;

describe.runIf(hasPostgres)("rate-limit counters in PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts hits in a window that starts with the first, and starts a new one once it has passed", async () => {
    const key = freshKey();
    const start = new Date("2030-01-01T12:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await countHit(t.db, key, MINUTE, 1, start)).toEqual({ hits: 1, ttlMs: MINUTE });
    expect(await countHit(t.db, key, MINUTE, 1, at(10_000))).toEqual({ hits: 2, ttlMs: 50_000 });
    expect(await countHit(t.db, key, MINUTE, 1, at(MINUTE - 1))).toEqual({ hits: 3, ttlMs: 1 });
    // The window has ended: the count starts again, with a whole window ahead.
    expect(await countHit(t.db, key, MINUTE, 1, at(MINUTE))).toEqual({ hits: 1, ttlMs: MINUTE });
    expect(await countHit(t.db, key, MINUTE, 1, at(MINUTE + 5_000))).toEqual({ hits: 2, ttlMs: 55_000 });
    // Another key has its own window.
    expect(await countHit(t.db, freshKey(), MINUTE, 1, at(MINUTE + 5_000))).toEqual({
      hits: 1,
      ttlMs: MINUTE,
    });
  });

  it("counts several hits in one statement, and starts a window with them", async () => {
    const key = freshKey();
    const start = new Date("2030-02-01T12:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await countHit(t.db, key, MINUTE, 3, start)).toEqual({ hits: 3, ttlMs: MINUTE });
    expect(await countHit(t.db, key, MINUTE, 4, at(1_000))).toEqual({ hits: 7, ttlMs: 59_000 });
    expect(await countHit(t.db, key, MINUTE, 2, at(MINUTE))).toEqual({ hits: 2, ttlMs: MINUTE });
  });

  it("gives each of many simultaneous hits its own count", async () => {
    const key = freshKey();
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(t.db, key, MINUTE, 1, now)));
    expect(counts.map((c) => c.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("deletes ended windows in batches, and only those", async () => {
    const now = new Date("2031-06-01T00:00:00Z");
    const ended = Array.from({ length: 5 }, freshKey);
    for (const key of ended) await countHit(t.db, key, MINUTE, 1, new Date(now.getTime() - 2 * MINUTE));
    const live = freshKey();
    await countHit(t.db, live, MINUTE, 1, new Date(now.getTime() - 30_000));
    const endedBefore = await t.db.$count(rateLimitHits, lte(rateLimitHits.resetAt, now));
    expect(endedBefore).toBeGreaterThanOrEqual(5);

    // Two a statement: every ended window goes, however many statements that takes.
    expect(await deleteExpiredHits(t.db, now, 2)).toBe(endedBefore);
    const left = await t.db.select({ key: rateLimitHits.key, hits: rateLimitHits.hits }).from(rateLimitHits);
    expect(left.filter((row) => ended.includes(row.key))).toEqual([]);
    expect(left.find((row) => row.key === live)).toEqual({ key: live, hits: 1 });
    expect(await deleteExpiredHits(t.db, now, 2)).toBe(0);
  });
});
