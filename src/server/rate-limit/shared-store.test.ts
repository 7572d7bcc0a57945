import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type CountHit, sharedStore } from "./shared-store";

/** A counter two app instances share, kept in a map (what PostgreSQL or Redis hold for real). */
function sharedMap(): { count: CountHit; keys: string[] } {
  const hits = new Map<string, number>();
  const keys: string[] = [];
  async function count(key: string) {
    keys.push(key);
    const n = (hits.get(key) ?? 0) + 1;
    hits.set(key, n);
    return { hits: n, ttlMs: 30_000 };
  }
  return { count, keys };
}

const silent = Fastify().log;
const apps: FastifyInstance[] = [];

/** An app instance with two limited routes (2 a minute each) and a limiter of its own (1 a minute). */
async function instance(count: CountHit): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await app.register(rateLimit, { global: false, store: sharedStore(count, silent) });
  const limit = { rateLimit: { max: 2, timeWindow: "1 minute" } };
  app.post("/one", { config: limit }, async () => ({ ok: true }));
  app.post("/two", { config: limit }, async () => ({ ok: true }));
  const perName = app.createRateLimit({ max: 1, timeWindow: "1 minute", keyGenerator: () => "named:x" });
  app.post("/named", async (request, reply) => {
    const answer = await perName(request);
    return answer.isAllowed || !answer.isExceeded ? { ok: true } : reply.status(429).send({ limited: true });
  });
  await app.ready();
  return app;
}

const send = (app: FastifyInstance, url: string) => app.inject({ method: "POST", url });

afterEach(async () => {
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
});
