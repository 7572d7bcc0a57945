import { AppError } from "@shared/errors";
import { z } from "zod";
import type { App } from "../../types";
import { pingDatabase } from "./health.repository";
import { readinessCheck } from "./health.service";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** How long one answer of the database stands for every health check (ms). */
export const DATABASE_CHECK_INTERVAL_MS = 1000;

/**
 * `ask` at most once per interval: calls in between share its last answer, or the one in flight.
 * A check polled by many probes (or a load test) then costs the database one query a second
 * instead of one per request. `ask` must not reject: its answer is kept for the interval.
 */
function sharedAnswer<T>(
  ask: () => Promise<T>,
  intervalMs: number,
  now: () => number = () => Date.now(),
): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const at = now();
    // A clock set back must not keep one answer until it catches up.
    if (!last || at - last.at >= intervalMs || at < last.at) last = { at, answer: ask() };
    return last.answer;
  };
}

/** Whether `check` resolves, asked at most once per interval (see sharedAnswer). */
export function sharedCheck(
  check: () => Promise<unknown>,
  intervalMs: number,
  now: () => number = () => Date.now(),
): () => Promise<boolean> {
  return sharedAnswer(
    () =>
      check().then(
        () => true,
        () => false,
      ),
    intervalMs,
    now,
  );
}

const Unavailable = z.object({ code: z.literal("unavailable"), message: z.string() });

export async function healthRoutes(app: App): Promise<void> {
  const databaseAnswers = sharedCheck(() => pingDatabase(app.database.db), DATABASE_CHECK_INTERVAL_MS);
  const readiness = sharedAnswer(readinessCheck(app.database.db), DATABASE_CHECK_INTERVAL_MS);
  // At least "warn": no line per request at "info" (failures are still logged); never more verbose
  // than the server's own level.
  const serverLevel = app.config.logLevel as LogLevel;
  const logLevel: LogLevel =
    LOG_LEVELS.indexOf(serverLevel) > LOG_LEVELS.indexOf("warn") ? serverLevel : "warn";
  app.get(
    "/health",
    {
      // Probes poll this all day: no log line per request, and the 15-byte answer is never worth
      // compressing.
      logLevel,
      compress: false,
      schema: {
        tags: ["health"],
        summary: `Answers once the database answers (asked at most once every ${DATABASE_CHECK_INTERVAL_MS / 1000} s)`,
        response: { 200: z.object({ status: z.literal("ok") }), 503: Unavailable },
      },
    },
    async () => {
      if (!(await databaseAnswers())) throw new AppError("unavailable", "The database is not answering.");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/ready",
    {
      // Polled as health is, by load balancers: the same quiet logging, no compression.
      logLevel,
      compress: false,
      schema: {
        tags: ["health"],
        summary: `Answers 200 when this instance should get traffic: the database answers and holds every migration of this version (asked at most once every ${DATABASE_CHECK_INTERVAL_MS / 1000} s); 503 while it shuts down`,
        response: { 200: z.object({ status: z.literal("ready") }), 503: Unavailable },
      },
    },
    async (_request, reply) => {
      // Shutting down is the expected end of an instance, not a failure: answered without a log line.
      if (app.lifecycle.draining) {
        return reply.status(503).send({ code: "unavailable", message: "This instance is shutting down." });
      }
      const answer = await readiness();
      if (!answer.ready) throw new AppError("unavailable", answer.reason);
      return { status: "ready" as const };
    },
  );
}
