import { getHealth, getReadiness } from "@shared/api/health";
import { AppError } from "@shared/errors";
import { routeOf } from "../../http/route";
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

/**
 * How long a good answer of the database stands while the next question waits for its answer (ms).
 * The embedded database runs one statement at a time: behind a queue of searches, `select 1` may wait
 * while the database is plainly working. An instance whose database has not answered for this long
 * waits for the answer (or answers 503 when it fails).
 */
export const DATABASE_ANSWER_STANDS_MS = 5000;

/**
 * Whether `check` resolves, asked at most once per interval, and never again while a question is
 * on its way: checks in between share its answer. While a question waits for its answer (behind a
 * busy database), a good answer of the last `standsMs` stands. A failed answer never stands in for
 * anything.
 */
export function standingCheck(
  check: () => Promise<unknown>,
  intervalMs: number,
  standsMs: number,
  now: () => number = () => Date.now(),
): () => Promise<boolean> {
  let lastGood: number | undefined;
  let current: { at: number; settled: boolean; answer: Promise<boolean> } | undefined;
  return () => {
    const at = now();
    // A clock set back must not keep one answer until it catches up.
    if (!current || (current.settled && (at - current.at >= intervalMs || at < current.at))) {
      const question = { at, settled: false, answer: Promise.resolve(false) };
      question.answer = check()
        .then(
          () => {
            lastGood = now();
            return true;
          },
          () => false,
        )
        .finally(() => {
          question.settled = true;
        });
      current = question;
    }
    const stands = lastGood !== undefined && at >= lastGood && at - lastGood < standsMs;
    if (!current.settled && stands) return Promise.resolve(true);
    return current.answer;
  };
}

export async function healthRoutes(app: App): Promise<void> {
  const databaseAnswers = standingCheck(
    () => pingDatabase(app.database.db),
    DATABASE_CHECK_INTERVAL_MS,
    DATABASE_ANSWER_STANDS_MS,
  );
  const readiness = sharedAnswer(readinessCheck(app.database.db), DATABASE_CHECK_INTERVAL_MS);
  // At least "warn": no line per request at "info" (failures are still logged); never more verbose
  // than the server's own level.
  const serverLevel = app.config.logLevel as LogLevel;
  const logLevel: LogLevel =
    LOG_LEVELS.indexOf(serverLevel) > LOG_LEVELS.indexOf("warn") ? serverLevel : "warn";
  app.route({
    ...routeOf(getHealth, {
      tags: ["health"],
      summary: `Answers once the database answers (asked at most once every ${DATABASE_CHECK_INTERVAL_MS / 1000} s; while a question waits behind a busy database, an answer of the last ${DATABASE_ANSWER_STANDS_MS / 1000} s stands)`,
    }),
    // Probes poll this all day: no log line per request, and the 15-byte answer is never worth
    // compressing.
    logLevel,
    compress: false,
    handler: async () => {
      if (!(await databaseAnswers())) throw new AppError("unavailable", "The database is not answering.");
      return { status: "ok" as const };
    },
  });

  app.route({
    ...routeOf(getReadiness, {
      tags: ["health"],
      summary: `Answers 200 when this instance should get traffic: the database answers and holds every migration of this version (asked at most once every ${DATABASE_CHECK_INTERVAL_MS / 1000} s); 503 while it shuts down`,
    }),
    // Polled as health is, by load balancers: the same quiet logging, no compression.
    logLevel,
    compress: false,
    handler: async (_request, reply) => {
      // Shutting down is the expected end of an instance, not a failure: answered without a log line.
      if (app.lifecycle.draining) {
        return reply.status(503).send({ code: "unavailable", message: "This instance is shutting down." });
      }
      const answer = await readiness();
      if (!answer.ready) throw new AppError("unavailable", answer.reason);
      return { status: "ready" as const };
    },
  });
}
