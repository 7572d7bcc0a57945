import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/**
 * What the app (the query builder, the migrator, query timing, backups) asks of the embedded
 * database: the part of PGlite's interface it uses, met by PGlite itself in this thread and by
 * PgliteWorkerClient in a thread of its own.
 */
export interface EmbeddedClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  syncToFs(): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export type EmbeddedTransaction = Pick<EmbeddedClient, "query" | "exec">;

type Parser = (value: string) => unknown;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Answer = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: ErrorFields };
type ErrorFields = { message: string } & Record<string, unknown>;

/** A database error as the worker saw it: its message and fields (SQLSTATE `code`, `constraint`…). */
function toError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === "string") error.name = name;
  return Object.assign(error, rest);
}

/**
 * PGlite in a worker thread (pglite-worker.mjs; docs/decisions/021): a statement runs there, so this
 * thread goes on serving requests, static files and live streams while it does. PGlite runs one
 * statement at a time, and a transaction holds it until it ends, as in this thread.
 */
export class PgliteWorkerClient implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTx = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (answer: Answer) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(toError(answer.error));
    });
    const fail = (error: Error) => {
      this.#failure = error;
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) =>
      fail(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    );
  }

  /**
   * Starts the thread and opens the database in `dataDir` (in memory when undefined), starting from
   * `initialData` (a `dumpDataDir` archive) when given and the database has no files yet.
   */
  static async create(dataDir: string | undefined, initialData?: Uint8Array): Promise<PgliteWorkerClient> {
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir, initialData },
    });
    type Ready = { ready?: boolean; error?: ErrorFields };
    const listeners: {
      message?: (m: Ready) => void;
      error?: (e: Error) => void;
      exit?: (c: number) => void;
    } = {};
    try {
      await new Promise<void>((resolve, reject) => {
        listeners.message = (message) => {
          if (message.ready === undefined) return;
          if (message.ready) resolve();
          else reject(toError(message.error ?? { message: "The embedded database did not open" }));
        };
        listeners.error = reject;
        listeners.exit = (code) =>
          reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
        worker.on("message", listeners.message);
        worker.on("error", listeners.error);
        worker.on("exit", listeners.exit);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only these: the worker's own listeners (which keep its port started) stay.
      if (listeners.message) worker.off("message", listeners.message);
      if (listeners.error) worker.off("error", listeners.error);
      if (listeners.exit) worker.off("exit", listeners.exit);
    }
    return new PgliteWorkerClient(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed) {
      return Promise.reject(this.#failure ?? new Error("The embedded database is closed"));
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be sent (a function, say) fails this statement alone.
        this.#pending.delete(id);
        reject(error as Error);
      }
    });
  }

  #query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    // Parsers are functions, which stay in this thread: the worker hands back those types' text,
    // and they are parsed here. Serializers are not used by this app and are not sent.
    const { parsers, serializers: _serializers, ...rest } = options ?? {};
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    return this.#call<Results<T>>({ op: "query", tx, sql, params, options: rest, rawTypes }).then(
      (results) => (parsers ? parseWith(results, parsers as Record<number, Parser>) : results),
    );
  }

  #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    const { parsers: _parsers, serializers: _serializers, ...rest } = options ?? {};
    return this.#call<Array<Results>>({ op: "exec", tx, sql, options: rest });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#exec(undefined, sql, options);
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: "begin", tx });
    const handle: EmbeddedTransaction = {
      query: (sql, params, options) => this.#query(tx, sql, params, options),
      exec: (sql, options) => this.#exec(tx, sql, options),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.#call({ op: "rollback", tx }).catch(() => {});
      throw error;
    }
    await this.#call({ op: "commit", tx });
    return result;
  }

  syncToFs(): Promise<void> {
    return this.#call({ op: "syncToFs" });
  }

  /** The database's files as one uncompressed tar archive, after a checkpoint (see client.ts). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.#call<Uint8Array>({ op: "dumpDataDir" });
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  async close(): Promise<void> {
    if (this.#closed) {
      await this.#worker.terminate();
      return;
    }
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}

function parseWith<T>(results: Results<T>, parsers: Record<number, Parser>): Results<T> {
  const columns = results.fields
    .map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return results;
  for (const row of results.rows as unknown[]) {
    for (const { index, name, parse } of columns) {
      const cells = row as Record<string | number, unknown>;
      const key = Array.isArray(row) ? index : name;
      const value = cells[key];
      if (typeof value === "string") cells[key] = (parse as Parser)(value);
    }
  }
  return results;
}
