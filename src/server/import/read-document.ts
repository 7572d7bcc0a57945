import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { DOCUMENT_LIMITS } from "./document-limits";
import type { ParseOptions, ParseResult } from "./parse-document";

let pool: Piscina | undefined;

/**
 * The worker's file: beside this module's compiled form (dist/server/parse-worker.js, built with
 * the server), or the TypeScript source through tsx when the server runs from source (tests, dev).
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) {
    return { filename: new URL("./parse-worker.ts", import.meta.url).href, execArgv: ["--import", "tsx"] };
  }
  return { filename: new URL("./parse-worker.js", import.meta.url).href, execArgv: [] };
}

/**
 * Reads a document (parse-document.ts) in a worker thread (piscina), within a time budget and a
 * memory cap: however hostile the page, the server's own thread keeps answering, and a read that
 * runs over its time is stopped (its thread ended) and answered as an unreadable document.
 */
export async function readDocument(
  content: string,
  options: ParseOptions,
  timeoutMs: number = DOCUMENT_LIMITS.timeoutMs,
): Promise<ParseResult> {
  pool ??= new Piscina({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 5_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return (await pool.run({ content, options }, { signal })) as ParseResult;
  } catch (error) {
    if (signal.aborted) {
      return { error: `reading the document took longer than ${timeoutMs / 1000} s, so it was stopped` };
    }
    if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") {
      return { error: "reading the document needed more memory than a document may use" };
    }
    throw error;
  }
}
