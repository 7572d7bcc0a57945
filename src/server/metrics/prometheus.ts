import type { FastifyBaseLogger } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, QueryObserver } from "../db/types";
import { type QueuedTaskCount, queuedTaskCounts } from "../queue/queue-depth";
import type { MailOutcome, Metrics } from "./metrics";

const PREFIX = "borderless_";

export interface PrometheusMetrics extends Metrics {
  /** This app's own registry: two apps in one process (tests) never share a series. */
  registry: Registry;
  /** One answered request, by its route pattern (`/api/jobs/:id`), never its URL. */
  request(method: string, route: string, statusCode: number, seconds: number): void;
  /** Every database statement (Database.observeQueries). */
  query: QueryObserver;
}

const MAIL_OUTCOMES: MailOutcome[] = ["sent", "failed", "dropped"];

/**
 * The metrics of docs/metrics.md, in a registry of the app's own. Counters and histograms are
 * recorded as things happen; gauges of shared state (the pool, the queue, the live streams) are
 * read when Prometheus scrapes, so they cost nothing in between.
 */
export function createPrometheusMetrics(options: {
  database: Database;
  log: FastifyBaseLogger;
}): PrometheusMetrics {
  const { database, log } = options;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requestLabels = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route pattern (unmatched: no route; static: a file of the web app) and status code.",
    labelNames: requestLabels,
    registers,
  });
  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time from a request's arrival to its answer's end, by method, route pattern and status code.",
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const queryDuration = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: "Time each database statement took, failed ones included.",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const queryErrors = new Counter({
    name: `${PREFIX}db_query_errors_total`,
    help: "Database statements that failed (a constraint, a cancelled statement, a lost connection).",
    registers,
  });
  if (database.kind === "postgres") poolGauges(database, registers);

  let countStreams = () => 0;
  new Gauge({
    name: `${PREFIX}live_message_streams`,
    help: "Live message streams (server-sent events) this instance holds open.",
    registers,
    collect() {
      this.set(countStreams());
    },
  });

  queueGauges(database, log, registers);
  const taskRuns = new Counter({
    name: `${PREFIX}queue_task_runs_total`,
    help: "Runs of queued tasks by this instance, by kind and outcome (done; failed, to be tried again; given_up: failed its last attempt and deleted).",
    labelNames: ["kind", "outcome"] as const,
    registers,
  });
  const mails = new Counter({
    name: `${PREFIX}mail_deliveries_total`,
    help: "Mails the queue tried to deliver, by outcome (sent: handed to SMTP or the outbox; failed: refused, to be retried; dropped: its link expired first).",
    labelNames: ["outcome"] as const,
    registers,
  });
  // Present from the start at 0, so a rate over them is defined before the first mail.
  for (const outcome of MAIL_OUTCOMES) mails.inc({ outcome }, 0);
  const outboundFetches = new Counter({
    name: `${PREFIX}outbound_fetches_total`,
    help: "Fetches of outside addresses (job feeds …), by purpose and outcome: ok, or why it failed (private_address, too_many_redirects, insecure_redirect, bad_address, too_large, timed_out, unreachable, http_error).",
    labelNames: ["purpose", "outcome"] as const,
    registers,
  });

  return {
    registry,
    request(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
    },
    query(seconds, ok) {
      queryDuration.observe(seconds);
      if (!ok) queryErrors.inc();
    },
    mail(outcome) {
      mails.inc({ outcome });
    },
    taskRun(kind, outcome) {
      taskRuns.inc({ kind, outcome });
    },
    liveStreams(count) {
      countStreams = count;
    },
    outboundFetch(purpose, outcome) {
      outboundFetches.inc({ purpose, outcome });
    },
  };
}

function poolGauges(database: Database, registers: Registry[]): void {
  const gauges = {
    total: ["db_pool_connections", "Connections the pool holds open, busy or idle."],
    idle: ["db_pool_idle_connections", "Open connections not in use."],
    waiting: ["db_pool_waiting_queries", "Queries and transactions waiting for a free connection."],
    max: ["db_pool_max_connections", "Connections the pool may open at most."],
  } as const;
  for (const [field, [name, help]] of Object.entries(gauges)) {
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers,
      collect() {
        const use = database.poolUse();
        if (use) this.set(use[field as keyof typeof gauges]);
      },
    });
  }
}

/**
 * The queue's depth, read from the database at each scrape: one grouped count serves both gauges
 * (their collects start together, so they share it). A failed count leaves them empty and the rest
 * of the scrape intact.
 */
function queueGauges(database: Database, log: FastifyBaseLogger, registers: Registry[]): void {
  let pending: Promise<QueuedTaskCount[]> | undefined;
  function counts(): Promise<QueuedTaskCount[]> {
    pending ??= queuedTaskCounts(database.db)
      .catch((error: unknown) => {
        log.warn({ err: error }, "metrics: could not count the queued tasks");
        return [];
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }
  new Gauge({
    name: `${PREFIX}queue_tasks`,
    help: "Tasks in the queue (shared by every instance), by kind and state (due: waiting for a worker; running; scheduled: not due yet).",
    labelNames: ["kind", "state"] as const,
    registers,
    async collect() {
      const rows = await counts();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.tasks);
    },
  });
  new Gauge({
    name: `${PREFIX}queue_failing_tasks`,
    help: "Tasks in the queue whose last run failed, by kind: each is tried again after its wait, until its attempts run out.",
    labelNames: ["kind"] as const,
    registers,
    async collect() {
      const rows = await counts();
      this.reset();
      const byKind = new Map<string, number>();
      for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.failing);
      for (const [kind, failing] of byKind) this.set({ kind }, failing);
    },
  });
}
