import { AppError } from "@shared/errors";
import { z } from "zod";
import type { App } from "../../types";
import { pingDatabase } from "./health.repository";

const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** How long one answer of the database stands for every health check (ms). */
export const DATABASE_CHECK_INTERVAL_MS = 1000;

/**
 * `check` at most once per interval: calls in between share its last answer, or the one in flight.
 * A health check polled by many probes (or a load test) then costs the database one query a
 * second instead of one per request.
 */
export function sharedCheck(
  check: () => Promise<unknown>,
  intervalMs: number,
  now: () => number = () => Date.now(),
): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= intervalMs) {
      last = {
        at,
        answer: check().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.answer;
  };
}

export async function healthRoutes(app: App): Promise<void> {
  const databaseAnswers = sharedCheck(() => pingDatabase(app.database.db), DATABASE_CHECK_INTERVAL_MS);
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
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      if (!(await databaseAnswers())) throw new AppError("unavailable", "The database is not answering.");
      return { status: "ok" as const };
    },
  );
}
