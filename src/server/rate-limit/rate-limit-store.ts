import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { App } from "../types";
import { countHit } from "./pg-hits";
import { closeRedis, connectRedis, redisCounter } from "./redis-hits";
import { sharedStore } from "./shared-store";

/**
 * Whether the counters live in the `rate_limit_hits` table: on a PostgreSQL server without REDIS_URL.
 * Its ended windows are then swept every ten minutes (queue/schedules.ts).
 */
export function countsInTable(databaseKind: "pglite" | "postgres", redisUrl: string | undefined): boolean {
  return databaseKind === "postgres" && !redisUrl;
}

/**
 * Redis keys of one deployment: named after its database, which every instance of it shares and
 * another deployment using the same Redis does not.
 */
function redisNamespace(databaseUrl: string | undefined): string {
  const name = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : "";
  return `borderless:rate-limit:${name || "default"}:`;
}

/**
 * Where rate-limit counters live (docs/decisions/016-shared-rate-limits.md). On the embedded
 * database the app is one process: undefined, the plugin's in-memory store. On a PostgreSQL server,
 * where several instances may serve: Redis with REDIS_URL, else the `rate_limit_hits` table, swept
 * of ended windows every ten minutes (once across instances, through the scheduler; see countsInTable).
 */
export async function rateLimitStore(app: App): Promise<FastifyRateLimitStoreCtor | undefined> {
  if (app.database.kind !== "postgres") return undefined;
  const { redisUrl, databaseUrl } = app.config;
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, app.log);
    app.addHook("onClose", async () => closeRedis(redis));
    return sharedStore(redisCounter(redis, redisNamespace(databaseUrl)), app.log);
  }
  const db = app.database.db;
  return sharedStore((key, windowMs, n) => countHit(db, key, windowMs, n), app.log);
}
