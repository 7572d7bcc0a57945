import fp from "fastify-plugin";
import { CACHE_CHANNEL, isCacheName, markCacheStale } from "../caches/invalidation";
import type { App } from "../types";

/**
 * Hears the cache invalidations of every process on the PostgreSQL server (another instance, or
 * `npm run reference:reload`) and marks this instance's cache stale. After the listener lost its
 * connection every cache is, since an invalidation may have come while it was away. On the
 * embedded database the one process marks its caches itself (caches/invalidation.ts).
 */
export const cachesPlugin = fp(
  async (app: App) => {
    const listener = app.pgListener;
    if (!listener) return;
    const db = app.database.db;
    await listener.listen(CACHE_CHANNEL, (name) => {
      // A newer version of the app may name a cache this one does not keep.
      if (isCacheName(name)) markCacheStale(db, name);
    });
    listener.onReconnect(() => markCacheStale(db));
  },
  { name: "caches", dependencies: ["pg-listener"] },
);
