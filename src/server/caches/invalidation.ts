import { sql } from "drizzle-orm";
import type { Db } from "../db/types";

/** The channel every instance LISTENs on (plugins/caches.ts); a notification's payload is a cache name. */
export const CACHE_CHANNEL = "borderless_cache";

/** The caches kept in memory that are built from data another process may change. */
const CACHE_NAMES = ["reference", "exchange-rates"] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/*
 * A counter per cache that goes up whenever the cache must be rebuilt; a cache keeps the counter it
 * was built at and compares. Kept per database handle, as the caches are: each app instance has its
 * own handle (two instances in one process, as the tests run them, count apart), and a change
 * announced on one reaches the others only through their listeners.
 */
const generations = new WeakMap<Db, { all: number; named: Map<CacheName, number> }>();

export function isCacheName(text: string): text is CacheName {
  return (CACHE_NAMES as readonly string[]).includes(text);
}

/** The cache's counter, to compare with the one it was built at. */
export function cacheGeneration(db: Db, name: CacheName): number {
  const counters = generations.get(db);
  return counters ? counters.all + (counters.named.get(name) ?? 0) : 0;
}

/** Marks one cache, or every one (after a notification may have been missed), to be rebuilt on its next use. */
export function markCacheStale(db: Db, name?: CacheName): void {
  let counters = generations.get(db);
  if (!counters) {
    counters = { all: 0, named: new Map() };
    generations.set(db, counters);
  }
  if (name === undefined) counters.all += 1;
  else counters.named.set(name, (counters.named.get(name) ?? 0) + 1);
}

/**
 * After a change is committed: this handle's cache at once, and on a PostgreSQL server every
 * instance's, through a NOTIFY their listeners hear (the embedded database has no other listener:
 * its NOTIFY reaches nobody, and the first step was the whole work).
 */
export async function invalidateCache(db: Db, name: CacheName): Promise<void> {
  markCacheStale(db, name);
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${name})`);
}
