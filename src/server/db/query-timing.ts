import { performance } from "node:perf_hooks";
import type pg from "pg";
import type { EmbeddedClient, EmbeddedTransaction } from "./pglite-client";
import type { QueryObserver } from "./types";

/**
 * Where the connections find their observer. The wrappers are installed when the database opens,
 * before anyone observes (the app that does is built later), and cost one check while nobody does.
 */
export interface QueryTiming {
  observer: QueryObserver | undefined;
}

/** Starts a clock for one statement; the answer reports it, once. A broken observer never fails a query. */
function startTiming(timing: QueryTiming): ((ok: boolean) => void) | undefined {
  const observer = timing.observer;
  if (!observer) return undefined;
  const started = performance.now();
  return (ok) => {
    try {
      observer((performance.now() - started) / 1000, ok);
    } catch {}
  };
}

function timed<T>(timing: QueryTiming, run: () => Promise<T>): Promise<T> {
  const done = startTiming(timing);
  if (!done) return run();
  const result = run();
  result.then(
    () => done(true),
    () => done(false),
  );
  return result;
}

/**
 * Times every statement of the pool's connections: `pool.query`, the query builder's statements and
 * those of transactions all run through a pooled client's `query`, which is wrapped when the pool
 * opens the connection. The time is the statement's on its connection; waiting for a free
 * connection is not in it (the pool's waiting count shows that).
 */
export function timePoolQueries(pool: pg.Pool, timing: QueryTiming): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const done = startTiming(timing);
      if (!done) return query(...args);
      // pool.query hands the client a callback; the query builder awaits the promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (error: unknown, result: unknown) => {
          done(!error);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(
          () => done(true),
          () => done(false),
        );
      }
      return result;
    }) as typeof client.query;
  });
}

/**
 * Times every statement of the embedded database: `query` and `exec`, and those a transaction runs.
 * PGlite runs one statement at a time, so a statement's time includes its wait for the one before.
 */
export function timePgliteQueries(client: EmbeddedClient, timing: QueryTiming): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<EmbeddedClient["query"]>) =>
    timed(timing, () => query(...args))) as EmbeddedClient["query"];
  client.exec = (...args) => timed(timing, () => exec(...args));
  client.transaction = ((callback: (tx: EmbeddedTransaction) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<EmbeddedTransaction["query"]>) =>
        timed(timing, () => txQuery(...args))) as EmbeddedTransaction["query"];
      tx.exec = (...args) => timed(timing, () => txExec(...args));
      return callback(tx);
    })) as EmbeddedClient["transaction"];
}
