import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@shared/errors";
import type { LogLevel } from "fastify";
import fp from "fastify-plugin";
import type { PrometheusMetrics } from "../metrics/prometheus";
import type { App } from "../types";
import { securityEvent } from "./logging";

const METRICS_PATH = "/metrics";

const LEVEL_ORDER: LogLevel[] = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * Whether the Authorization header carries the token. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent, its length included.
 */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  const same = timingSafeEqual(sha256(match?.[1] ?? ""), expected);
  return match !== null && same;
}

/**
 * The route pattern a request is counted under: never its URL, whose variety would make a series
 * per id. Each file of the built web app has a route of its own (@fastify/static names it in the
 * route's `file`): they count as one.
 */
function routeLabel(url: string | undefined, config: { file?: unknown }): string {
  if (url === undefined) return "unmatched";
  return config.file === undefined ? url : "static";
}

/**
 * GET /metrics in the Prometheus text format, for the holder of METRICS_TOKEN (buildApp registers
 * this plugin only when it is set), and the request and query timings it reports. A scrape writes
 * no log line (a refused one does: it is a security event), has no rate limit (the token is the
 * guard: 16+ characters cannot be guessed) and is not counted in the request metrics it serves.
 */
export const metricsPlugin = fp(
  async (app: App, options: { metrics: PrometheusMetrics; token: string }) => {
    const { metrics } = options;
    const expected = sha256(options.token);

    app.database.observeQueries(metrics.query);
    app.addHook("onClose", async () => {
      app.database.observeQueries(undefined);
    });

    app.addHook("onResponse", (request, reply, done) => {
      const route = routeLabel(request.routeOptions.url, request.routeOptions.config as { file?: unknown });
      if (route !== METRICS_PATH) {
        metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      }
      done();
    });

    // Fastify logs each request at info; warnings still show, unless the app's own level is quieter.
    const appLevel = app.log.level as LogLevel;
    const logLevel = LEVEL_ORDER.indexOf(appLevel) > LEVEL_ORDER.indexOf("warn") ? appLevel : "warn";
    app.get(
      METRICS_PATH,
      // Any host name, since each instance is scraped at its own address.
      {
        schema: {
          tags: ["operations"],
          summary:
            "This instance's metrics in the Prometheus text format; only with METRICS_TOKEN set, for Authorization: Bearer <token> (401 otherwise)",
        },
        logLevel,
        config: { anyHost: true },
      },
      async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, expected)) {
          reply.header("www-authenticate", "Bearer");
          securityEvent(request, "refused", "failure", { status: 401, route: METRICS_PATH });
          throw new AppError(
            "unauthorized",
            "The metrics need the metrics token: Authorization: Bearer <token>.",
          );
        }
        const text = await metrics.registry.metrics();
        return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
      },
    );
  },
  { name: "metrics" },
);
