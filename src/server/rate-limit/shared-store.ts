import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";

/** One hit counted: the hits of the current window, this one included, and the window's time left. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * Counts `n` hits (one unless given) on `key` in a window of `windowMs` that starts with the key's
 * first hit.
 */
export type CountHit = (key: string, windowMs: number, n?: number) => Promise<Hit>;

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
  return async (key, windowMs, n = 1) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      windows.delete(key);
      if (windows.size >= FALLBACK_KEYS) windows.delete(windows.keys().next().value as string);
      window = { hits: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.hits += n;
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
  return async (key, windowMs, n = 1) => {
    try {
      return await shared(key, windowMs, n);
    } catch (error) {
      const now = Date.now();
      if (now - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now;
        log.warn({ err: error }, "rate-limit store failed: counting in this instance until it answers");
      }
      return local(key, windowMs, n);
    }
  };
}

/** What this instance last heard of a key's window, and its own hits since. */
interface Heard {
  /** The shared count, as the last answer gave it. */
  hits: number;
  resetAt: number;
  /** Hits sent to the shared counter, not yet answered. */
  sending: number;
  /** Hits not yet sent: they wait for the next flush, after the answer to those sent. */
  unsent: number;
  windowMs: number;
}

/** How long a read route's hits wait here to be counted in the shared store together. */
export const BESIDE_FLUSH_MS = 200;

/**
 * For limits that guard volume rather than secrets (a route a person reads at their own pace, such
 * as the job search): once a key's window is known here, a hit is judged on the shared count as last
 * heard plus this instance's hits since, without waiting for the shared store. The hits are counted
 * there together, one statement per key every BESIDE_FLUSH_MS at most, and the answer brings the
 * other instances' hits. Each instance still judges every one of its own hits; what it can miss is
 * other instances' hits of the last flush interval and round trip. A key's first hit in a window,
 * and the first after it ends, wait for the exact count. Why: docs/decisions/016-shared-rate-limits.md.
 */
function countedBeside(hit: CountHit): CountHit {
  const heard = new Map<string, Heard>();
  // Held by entry, not looked up again: a key dropped from `heard` meanwhile still has its hits sent.
  const waiting = new Map<string, Heard>();
  let scheduled = false;
  const send = (key: string, entry: Heard) => {
    const n = entry.unsent;
    entry.unsent = 0;
    entry.sending = n;
    // The time left is counted from when the hits were sent, as the counter counted it.
    const sentAt = Date.now();
    // `hit` falls back on this instance's count and never fails.
    void hit(key, entry.windowMs, n).then(({ hits, ttlMs }) => {
      entry.hits = hits;
      entry.resetAt = sentAt + ttlMs;
      entry.sending = 0;
      if (entry.unsent > 0) later(key, entry);
    });
  };
  const flush = () => {
    scheduled = false;
    for (const [key, entry] of waiting) if (entry.sending === 0 && entry.unsent > 0) send(key, entry);
    waiting.clear();
  };
  const later = (key: string, entry: Heard) => {
    waiting.set(key, entry);
    if (scheduled) return;
    scheduled = true;
    // Unreferenced: a process that is stopping does not wait for it.
    setTimeout(flush, BESIDE_FLUSH_MS).unref();
  };
  return async (key, windowMs) => {
    const now = Date.now();
    const entry = heard.get(key);
    if (entry && entry.resetAt > now) {
      entry.unsent += 1;
      if (entry.sending === 0) later(key, entry);
      return { hits: entry.hits + entry.sending + entry.unsent, ttlMs: entry.resetAt - now };
    }
    const counted = await hit(key, windowMs);
    const known = heard.get(key);
    if (known && known.resetAt > now) {
      // Another hit of this window was answered first: keep the higher count.
      known.hits = Math.max(known.hits, counted.hits);
    } else {
      heard.delete(key);
      if (heard.size >= FALLBACK_KEYS) heard.delete(heard.keys().next().value as string);
      heard.set(key, { hits: counted.hits, resetAt: now + counted.ttlMs, sending: 0, unsent: 0, windowMs });
    }
    return counted;
  };
}

/** A route's limit options may ask for its hits to be counted beside the request (countedBeside). */
function isCountedBeside(routeOptions: unknown): boolean {
  return (routeOptions as { countedBeside?: unknown }).countedBeside === true;
}

/**
 * A store for @fastify/rate-limit over a counter every app instance shares (PostgreSQL or Redis),
 * so N instances allow what one does. The plugin builds it with `new`, then asks it for a child per
 * limiter.
 */
export function sharedStore(count: CountHit, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const exact = withFallback(count, log);
  const beside = countedBeside(exact);
  return class SharedStore implements FastifyRateLimitStore {
    scope = "all";
    hit = exact;

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.hit(storedKey(this.scope, key), timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const store = new SharedStore();
      store.scope = scopeOf(routeOptions);
      if (isCountedBeside(routeOptions)) store.hit = beside;
      return store;
    }
  };
}
