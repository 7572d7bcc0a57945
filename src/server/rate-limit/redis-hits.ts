import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { CountHit } from "./shared-store";

/**
 * ARGV[2] hits, atomically (a script runs alone on the server): the first hits of a window set its
 * expiry; a key found without one (it cannot happen, but would never reset) gets it too.
 */
const HIT_SCRIPT = `
local n = tonumber(ARGV[2])
local hits = redis.call('INCRBY', KEYS[1], n)
local ttl = redis.call('PTTL', KEYS[1])
if hits == n or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

type HitCommand = (key: string, windowMs: number, n: number) => Promise<[number, number]>;

/** How long start-up waits for Redis before serving with in-process counts (shared-store.ts). */
const CONNECT_WAIT_MS = 2_000;

/**
 * A client for rate-limit counters. A hit must not wait on an unreachable Redis: while the
 * connection is down a command fails at once (no offline queue), and one that gets no answer in
 * half a second fails too; the store then counts in this instance (shared-store.ts). ioredis
 * reconnects by itself.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_WAIT_MS,
    commandTimeout: 500,
    connectionName: "borderless-rate-limit",
  });
  redis.defineCommand("borderlessHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  let lastError = "";
  redis.on("error", (error: Error) => {
    // Each reconnect attempt fails alike; one line per distinct failure is enough.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, "redis (rate limits) unreachable; reconnecting");
  });
  redis.on("ready", () => {
    lastError = "";
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.warn("redis (rate limits) not ready at start: counting in this instance until it is");
  return redis;
}

/** Closes the client; one that never connected is simply dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== "ready") {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * Counters in Redis under `namespace`, each expiring with its window (Redis's clock decides when):
 * nothing to sweep.
 */
export function redisCounter(redis: Redis, namespace: string): CountHit {
  const hit = (redis as unknown as { borderlessHit: HitCommand }).borderlessHit.bind(redis);
  return async (key, windowMs, n = 1) => {
    const [hits, ttlMs] = await hit(`${namespace}${key}`, windowMs, n);
    return { hits, ttlMs };
  };
}
