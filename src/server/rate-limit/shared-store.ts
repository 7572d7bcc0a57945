import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";

/** One hit counted: the hits of the current window, this one included, and the window's time left. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/** Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit. */
export type CountHit = (key: string, windowMs: number) => Promise<Hit>;

/**
 * Keys longer than this (a limiter keyed by what a client typed) are stored as their hash, as are
 * keys with a NUL, which PostgreSQL text cannot hold.
 */
const MAX_KEY_LENGTH = 200;
/** Distinct keys the fallback keeps at most; the oldest go first. */
const FALLBACK_KEYS = 10_000;
/** At most one warning a minute while the shared store fails. */
const WARN_EVERY_MS = 60_000;

/**
 * Where a limiter's counters live. A route's limiter counts under its method and path, as the
 * plugin's own stores give each route an allowance of its own. A limiter made with
 * `app.createRateLimit` has no route: its key generator names it (`login:…`, `password-check:…`).
 */
function scopeOf(routeOptions: unknown): string {
  // The plugin passes the merged limit settings with `routeInfo`, not the RouteOptions its types say.
  const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  if (!route?.url) return "limiter";
  return `${[route.method ?? ""].flat().join(",")} ${route.url}`;
}

function storedKey(scope: string, key: string): string {
  const full = `${scope}|${key}`;
  if (full.length <= MAX_KEY_LENGTH && !full.includes("\0")) return full;
  return `${scope.slice(0, 100)}|sha256:${createHash("sha256").update(key).digest("base64url")}`;
}

/** The in-process count the shared store falls back on: the plugin's memory store, in short. */
function localCounter(): CountHit {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return async (key, windowMs) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      windows.delete(key);
      if (windows.size >= FALLBACK_KEYS) windows.delete(windows.keys().next().value as string);
      window = { hits: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, ttlMs: window.resetAt - now };
  };
}

/**
 * The counter, or this instance's own count while the counter fails (a database or Redis that is
 * down or too slow): limits then hold per instance, as they did before they were shared, rather
 * than lapsing (fail open) or refusing every limited request (fail closed). Why:
 * docs/decisions/016-shared-rate-limits.md.
 */
function withFallback(shared: CountHit, log: FastifyBaseLogger): CountHit {
  const local = localCounter();
  let warnedAt = Number.NEGATIVE_INFINITY;
  return async (key, windowMs) => {
    try {
      return await shared(key, windowMs);
    } catch (error) {
      const now = Date.now();
      if (now - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now;
        log.warn({ err: error }, "rate-limit store failed: counting in this instance until it answers");
      }
      return local(key, windowMs);
    }
  };
}

/**
 * A store for @fastify/rate-limit over a counter every app instance shares (PostgreSQL or Redis),
 * so N instances allow what one does. The plugin builds it with `new`, then asks it for a child per
 * limiter.
 */
export function sharedStore(count: CountHit, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const hit = withFallback(count, log);
  return class SharedStore implements FastifyRateLimitStore {
    scope = "all";

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(storedKey(this.scope, key), timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const store = new SharedStore();
      store.scope = scopeOf(routeOptions);
      return store;
    }
  };
}
