// The embedded database in a thread of its own (docs/decisions/021): PGlite runs each statement
// synchronously in WebAssembly, so on the server's own thread a long search would hold up every
// other request. This module is that thread; pglite-client.ts is its other end. Plain JavaScript,
// so the same file runs from src/ (tests) and from dist/server/ (scripts/build-server.mjs copies it).
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

/** @type {PGlite} */
let pg;
/** Open transactions: each waits here for its next statement (see begin). */
const transactions = new Map();
/** Types whose text the asking side parses itself (its parsers are functions, which stay there). */
const raw = (value) => value;

function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  // A database error's SQLSTATE, constraint, detail...: plain values only.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function reply(id, run) {
  Promise.resolve()
    .then(run)
    .then(
      (value) => port.postMessage({ id, ok: true, value }),
      (error) => port.postMessage({ id, ok: false, error: errorFields(error) }),
    );
}

function queryOptions(options, rawTypes) {
  if (!rawTypes?.length) return options;
  return { ...options, parsers: Object.fromEntries(rawTypes.map((type) => [type, raw])) };
}

function run(target, message) {
  if (message.op === "query") {
    return target.query(message.sql, message.params, queryOptions(message.options, message.rawTypes));
  }
  if (message.op === "exec") return target.exec(message.sql, message.options);
  throw new Error(`Unknown statement kind ${message.op}`);
}

/** A transaction stays open, holding PGlite's lock, until the asking side commits or rolls back. */
class Rollback extends Error {}

function begin(message) {
  const waiting = [];
  let wake;
  const next = () =>
    waiting.length > 0 ? Promise.resolve(waiting.shift()) : new Promise((resolve) => (wake = resolve));
  const deliver = (m) => {
    if (wake) {
      const w = wake;
      wake = undefined;
      w(m);
    } else waiting.push(m);
  };
  let end;
  pg.transaction(async (tx) => {
    transactions.set(message.tx, deliver);
    port.postMessage({ id: message.id, ok: true });
    for (;;) {
      const m = await next();
      if (m.op === "commit") {
        end = m;
        return;
      }
      if (m.op === "rollback") {
        end = m;
        throw new Rollback();
      }
      // One statement at a time, in order. A failed one is answered and the transaction stays open:
      // the asking side decides (it rolls back).
      try {
        port.postMessage({ id: m.id, ok: true, value: await run(tx, m) });
      } catch (error) {
        port.postMessage({ id: m.id, ok: false, error: errorFields(error) });
      }
    }
  })
    .then(
      () => end && port.postMessage({ id: end.id, ok: true }),
      (error) => {
        if (!end) port.postMessage({ id: message.id, ok: false, error: errorFields(error) });
        else if (error instanceof Rollback) port.postMessage({ id: end.id, ok: true });
        else port.postMessage({ id: end.id, ok: false, error: errorFields(error) });
      },
    )
    .finally(() => transactions.delete(message.tx));
}

port.on("message", (message) => {
  if (message.tx !== undefined && message.op !== "begin") {
    const deliver = transactions.get(message.tx);
    if (!deliver) {
      port.postMessage({ id: message.id, ok: false, error: { message: "Transaction is closed" } });
      return;
    }
    deliver(message);
    return;
  }
  switch (message.op) {
    case "query":
    case "exec":
      reply(message.id, () => run(pg, message));
      return;
    case "begin":
      begin(message);
      return;
    case "syncToFs":
      reply(message.id, () => pg.syncToFs());
      return;
    case "dumpDataDir":
      // Between transactions, after a checkpoint (see client.ts); sent back as bytes.
      reply(message.id, () =>
        pg.transaction(async (tx) => {
          await tx.exec("CHECKPOINT");
          const file = await pg.dumpDataDir("none");
          return new Uint8Array(await file.arrayBuffer());
        }),
      );
      return;
    case "close":
      reply(message.id, async () => {
        if (!pg.closed) await pg.close();
      });
      return;
    default:
      port.postMessage({ id: message.id, ok: false, error: { message: `Unknown request ${message.op}` } });
  }
});

/**
 * The database's thread yields to the server's: where the two share a core, a request that needs no
 * database (a health check, a static file, a live message) is answered first, and the database
 * takes every moment the server leaves. Linux gives each thread a niceness of its own; its id is
 * read from /proc. Elsewhere, or where it is refused, the thread runs at the process's priority.
 */
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId > 0)
    setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {}

try {
  const { dataDir, initialData } = workerData;
  pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: initialData ? new Blob([initialData]) : undefined,
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) });
}
