import type { LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../config";
import { BESIDE_FLUSH_MS } from "../../rate-limit/shared-store";
import type { App } from "../../types";
import { seedUser } from "../app";
import { createTwoInstances, hasPostgres, type TwoInstances } from "../two-instances";

/**
 * Two instances behind one load balancer give a client the allowance one instance would: the
 * counters live in PostgreSQL (or Redis, with TEST_REDIS_URL). Each request goes to the other
 * instance than the one before, as a round-robin balancer sends them. Redis keys carry the name of
 * the test's own throwaway database, so parallel runs on one Redis never share a counter.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const stores: { name: string; config: Partial<Config> }[] = [
  { name: "PostgreSQL", config: {} },
  ...(redisUrl ? [{ name: "Redis", config: { redisUrl } }] : []),
];

let addressCounter = 0;
/** A fresh client address (TEST-NET-2) for each use. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function post(app: App, url: string, remoteAddress: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

function expectLimited(
  res: LightMyRequestResponse,
  message = /^Too many requests\. Please wait \d+ seconds/,
): void {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({ code: "rate_limited", message: expect.stringMatching(message) });
}

/** The counters this test's database left in Redis (they would expire with their window anyway). */
async function deleteOwnRedisKeys(url: string, app: App): Promise<void> {
  const name = new URL(app.config.databaseUrl ?? "").pathname.slice(1);
  const redis = new Redis(url);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `borderless:rate-limit:${name}:*`, "COUNT", 100);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

for (const store of stores) {
  describe.runIf(hasPostgres)(`rate limits across two instances (${store.name})`, () => {
    let two: TwoInstances;
    let instances: App[];
    beforeAll(async () => {
      two = await createTwoInstances({ config: store.config });
      instances = [two.a.app, two.b];
    });
    afterAll(async () => {
      if (redisUrl && store.config.redisUrl && two) await deleteOwnRedisKeys(redisUrl, two.a.app);
      await two?.close();
    });

    /** Sends `n` requests, alternating between the instances; answers their statuses. */
    async function alternate(n: number, send: (app: App, i: number) => Promise<LightMyRequestResponse>) {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push((await send(instances[i % 2] as App, i)).statusCode);
      return statuses;
    }

    it("an address gets 10 sign-in attempts a minute in all, whichever instance answers", async () => {
      const ip = freshAddress();
      // Invalid attempts are counted as any other (the limiter runs before the body is read).
      const login = (app: App) => post(app, "/api/auth/login", ip, { username: "x" });
      expect(await alternate(10, login)).toEqual(Array(10).fill(400));

      expectLimited(await login(two.a.app));
      expectLimited(await login(two.b));
      // Another address has its own allowance.
      expect((await post(two.b, "/api/auth/login", freshAddress(), { username: "x" })).statusCode).toBe(400);
    });

    it("an account gets 5 sign-in attempts a minute in all, from any address, on either instance", async () => {
      const user = await seedUser(two.a.db, { password: "password123" });
      const attempt = (app: App, password: string) =>
        post(app, "/api/auth/login", freshAddress(), { username: user.username, password });
      expect(await alternate(5, (app) => attempt(app, "wrong-password"))).toEqual(Array(5).fill(401));

      // Even the right password waits, on both instances.
      expectLimited(await attempt(two.b, "password123"), /too many sign-in attempts for this account/i);
      expectLimited(await attempt(two.a.app, "password123"), /too many sign-in attempts for this account/i);
    });

    it("each route keeps its own allowance", async () => {
      const ip = freshAddress();
      const login = (app: App) => post(app, "/api/auth/login", ip, { username: "x" });
      const register = (app: App) => post(app, "/api/auth/register", ip, { username: "x" });
      expect(await alternate(10, login)).toEqual(Array(10).fill(400));
      expectLimited(await login(two.b));

      // Sign-up from the same address still has all 10 of its own, spent across both instances.
      expect(await alternate(10, register)).toEqual(Array(10).fill(400));
      expectLimited(await register(two.a.app));
      expectLimited(await register(two.b));
    });

    it("a visitor's job searches: 120 a minute in all, each instance hearing the other's a moment late", async () => {
      const ip = freshAddress();
      const search = (app: App) =>
        app.inject({ method: "GET", url: "/api/jobs?q=engineer", remoteAddress: ip });
      // Real time: each instance sends its hits on its own timer, over a real connection to a real
      // counter, and nothing outside the instance marks when the other's answer has reached it. A fake
      // clock would stop the drivers' timers too (shared-store.test.ts tests the same rule on one).
      const counted = () => new Promise((resolve) => setTimeout(resolve, 3 * BESIDE_FLUSH_MS));
      expect(await alternate(120, search)).toEqual(Array(120).fill(200));
      await counted();
      // The instance that counted last has heard all 120. The other may not have heard the other's
      // last few yet: it may allow one more, and hears the rest with the count of that one.
      const next = [await search(two.a.app), await search(two.b)];
      expect(next.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
      for (const res of next) if (res.statusCode !== 200) expectLimited(res);
      await counted();
      expectLimited(await search(two.a.app));
      expectLimited(await search(two.b));
      // Another address has its own allowance.
      const other = await two.b.inject({
        method: "GET",
        url: "/api/jobs?q=engineer",
        remoteAddress: freshAddress(),
      });
      expect(other.statusCode).toBe(200);
    });
  });
}

describe.runIf(hasPostgres)("rate limits when the shared store cannot be reached", () => {
  let two: TwoInstances;
  beforeAll(async () => {
    // Nothing listens on port 1: every count fails at once.
    two = await createTwoInstances({ config: { redisUrl: "redis://127.0.0.1:1" } });
  });
  afterAll(async () => {
    await two?.close();
  });

  it("each instance still limits on its own (neither open to everyone nor closed to all)", async () => {
    const ip = freshAddress();
    const login = (app: App) => post(app, "/api/auth/login", ip, { username: "x" });
    for (const app of [two.a.app, two.b]) {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(app)).statusCode);
      expect(statuses).toEqual(Array(10).fill(400));
      expectLimited(await login(app));
    }
  });
});
