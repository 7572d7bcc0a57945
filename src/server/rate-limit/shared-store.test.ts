import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BESIDE_FLUSH_MS, type CountHit, sharedStore } from "./shared-store";

/** A counter two app instances share, kept in a map (what PostgreSQL or Redis hold for real). */
function sharedMap(): { count: CountHit; keys: string[]; hits: Map<string, number> } {
  const hits = new Map<string, number>();
  const keys: string[] = [];
  async function count(key: string, _windowMs: number, n = 1) {
    keys.push(key);
    const total = (hits.get(key) ?? 0) + n;
    hits.set(key, total);
    return { hits: total, ttlMs: 30_000 };
  }
  return { count, keys, hits };
}

const silent = Fastify().log;
const apps: FastifyInstance[] = [];

/**
 * An app instance with two limited routes (2 a minute each), a read route counted beside its
 * requests (3 a minute) and a limiter of its own (1 a minute).
 */
async function instance(count: CountHit): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await app.register(rateLimit, { global: false, store: sharedStore(count, silent) });
  const limit = { rateLimit: { max: 2, timeWindow: "1 minute" } };
  app.post("/one", { config: limit }, async () => ({ ok: true }));
  app.post("/two", { config: limit }, async () => ({ ok: true }));
  const read = { rateLimit: { max: 3, timeWindow: "1 minute", countedBeside: true } };
  app.get("/read", { config: read }, async () => ({ ok: true }));
  const perName = app.createRateLimit({ max: 1, timeWindow: "1 minute", keyGenerator: () => "named:x" });
  app.post("/named", async (request, reply) => {
    const answer = await perName(request);
    return answer.isAllowed || !answer.isExceeded ? { ok: true } : reply.status(429).send({ limited: true });
  });
  await app.ready();
  return app;
}

const send = (app: FastifyInstance, url: string) => app.inject({ method: "POST", url });
const read = (app: FastifyInstance) => app.inject({ method: "GET", url: "/read" });
/**
 * Lets the hits waiting to be counted go (the store's timer, on a fake clock), and their counts
 * arrive (the counter answers in a turn of the event loop).
 */
async function settle() {
  await vi.advanceTimersByTimeAsync(BESIDE_FLUSH_MS);
  await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe("the shared rate-limit store", () => {
  it("counts a route's hits on any instance together, and each route apart", async () => {
    const { count } = sharedMap();
    const [a, b] = [await instance(count), await instance(count)];
    expect((await send(a, "/one")).statusCode).toBe(200);
    expect((await send(b, "/one")).statusCode).toBe(200);
    const limited = await send(a, "/one");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBe(30);
    expect((await send(b, "/one")).statusCode).toBe(429);
    // The other route has its own allowance.
    expect((await send(b, "/two")).statusCode).toBe(200);
    expect((await send(a, "/two")).statusCode).toBe(200);
    expect((await send(b, "/two")).statusCode).toBe(429);
    // A limiter without a route counts under the name its key gives, across instances too.
    expect((await send(a, "/named")).statusCode).toBe(200);
    expect((await send(b, "/named")).statusCode).toBe(429);
  });

  it("stores a long key, or one with a NUL, as its hash: short enough for any index, still apart from others", async () => {
    const shared = sharedMap();
    const store = new (sharedStore(shared.count, silent))({}).child({
      routeInfo: { method: "POST", url: "/api/auth/login" },
    } as never);
    const counted = (key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)),
          60_000,
          5,
        ),
      );
    const long = "x".repeat(5000);
    expect(await counted(long)).toBe(1);
    expect(await counted(long)).toBe(2);
    expect(await counted(`${long}y`)).toBe(1);
    expect(await counted("a\0b")).toBe(1);
    expect(shared.keys.every((key) => key.length <= 200 && !key.includes("\0"))).toBe(true);
    expect(shared.keys[0]).toMatch(/^POST \/api\/auth\/login\|sha256:/);
  });

  it("keeps limiting in each instance while the shared counter fails, instead of failing open or closed", async () => {
    const failing: CountHit = async () => {
      throw new Error("connection refused");
    };
    const a = await instance(failing);
    expect((await send(a, "/one")).statusCode).toBe(200);
    expect((await send(a, "/one")).statusCode).toBe(200);
    const limited = await send(a, "/one");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(a, "/two")).statusCode).toBe(200);
  });

  it("answers a read route's hits without waiting for the shared count, and still counts each one there", async () => {
    const shared = sharedMap();
    // A shared counter that answers only when let go, as a slow database would.
    const held: Array<() => void> = [];
    let holding = false;
    const count: CountHit = (key, windowMs, n) =>
      holding
        ? new Promise((resolve) => held.push(() => resolve(shared.count(key, windowMs, n))))
        : shared.count(key, windowMs, n);
    const a = await instance(count);
    // The key's first hit in its window waits for the exact count.
    expect((await read(a)).statusCode).toBe(200);
    holding = true;
    // The next ones are answered at once, judged on the count so far and this instance's hits.
    expect((await read(a)).statusCode).toBe(200);
    expect((await read(a)).statusCode).toBe(200);
    const limited = await read(a);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(held).toHaveLength(0);
    // Counted together, in one statement, a moment later.
    await settle();
    expect(held).toHaveLength(1);
    // Still refused while that count is on its way.
    expect((await read(a)).statusCode).toBe(429);
    holding = false;
    for (const letGo of held.splice(0)) letGo();
    await settle();
    expect([...shared.hits.values()]).toEqual([5]);
    expect(shared.keys).toHaveLength(3);
  });

  it("judges a read route's hits on what every instance counted, heard a moment late at most", async () => {
    const { count, hits } = sharedMap();
    const [a, b] = [await instance(count), await instance(count)];
    expect((await read(a)).statusCode).toBe(200);
    expect((await read(a)).statusCode).toBe(200);
    await settle();
    // b's first hit waits for the shared count, which holds a's two.
    expect((await read(b)).statusCode).toBe(200);
    expect((await read(b)).statusCode).toBe(429);
    // a last heard its own two: its next hit is judged on those (what it may miss)…
    expect((await read(a)).statusCode).toBe(200);
    await settle();
    // …and the answer that counts it carries b's hits: a is over the limit from then on.
    expect((await read(a)).statusCode).toBe(429);
    expect((await read(a)).statusCode).toBe(429);
    await settle();
    expect([...hits.values()]).toEqual([7]);
  });
});
