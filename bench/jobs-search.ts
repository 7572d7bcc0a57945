import * as jobsService from "@server/modules/jobs/jobs.service";
import { ListJobsQuerySchema } from "@shared/schemas/jobs";
import { CORES } from "./lib/cpu";
import { type BenchDatabase, type DatabaseKind, databaseKinds } from "./lib/databases";
import { captureQueries, explain, jobsAccessPaths, scansJobsSequentially } from "./lib/explain";
import { type LoadResult, runFixedRate } from "./lib/load";
import { formatMs } from "./lib/percentile";
import { startServer } from "./lib/server";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

const SUITE = "jobs search";
const SIZES = [1_000, 100_000];
/** With --quick: the harness, not the bars. */
const QUICK_SIZES = [1_000];
/** The bars of docs/architecture.md hold at this many jobs. */
const BAR_SIZE = 100_000;

/**
 * What people search: text + filters, always page 2 (an offset, as paging does), mixing common
 * terms (the planner walks the newest-first index), rarer ones (the trigram index), a two-letter
 * term (too short for trigrams) and filters alone.
 */
export const SEARCH_PATHS = [
  "/api/jobs?q=engineer&employmentType=Full-time&page=2&pageSize=20",
  "/api/jobs?q=react&country=4&visa=1&page=2&pageSize=20",
  "/api/jobs?workType=Remote&page=2&pageSize=20",
  "/api/jobs?q=kubernetes&workType=Hybrid&page=2&pageSize=20",
  "/api/jobs?q=data%20scientist&country=1&page=2&pageSize=20",
  "/api/jobs?q=go&visa=1&page=2&pageSize=20",
  "/api/jobs?q=robotics&country=14&employmentType=Contract&page=2&pageSize=20",
  "/api/jobs?q=technical%20writer&workType=On-site&visa=1&page=2&pageSize=20",
  "/api/jobs?country=7&employmentType=Part-time&page=2&pageSize=20",
];
/** What a browser sends: responses over 1 KiB are compressed, as they are for real users. */
export const HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };
/** Enough single-connection streams that the fixed rate arrives evenly (see lib/load.ts). */
const STREAMS = 50;

interface Target {
  kind: DatabaseKind;
  /** Requests per second held during the measurement. */
  rate: number;
  /** p95 bar at BAR_SIZE jobs, ms. */
  p95Bar: number;
  /** Bar for p95(largest) / p95(smallest), when there is one. */
  ratioBar: number | undefined;
}

const TARGETS: Record<DatabaseKind, Target> = {
  embedded: { kind: "embedded", rate: 100, p95Bar: 50, ratioBar: undefined },
  PostgreSQL: { kind: "PostgreSQL", rate: 200, p95Bar: 20, ratioBar: 2 },
};

export const jobsSearchSuite: Suite = {
  id: "jobs",
  name: SUITE,
  loadGenerator: true,
  async run(options) {
    const rows: BenchRow[] = [];
    for (const kind of databaseKinds(options.log))
      rows.push(...(await measureTarget(TARGETS[kind], options)));
    return rows;
  },
};

async function measureTarget(target: Target, options: BenchOptions): Promise<BenchRow[]> {
  const sizes = [...(options.sizes ?? (options.quick ? QUICK_SIZES : SIZES))].sort((a, b) => a - b);
  const rows: BenchRow[] = [];
  const p95s: number[] = [];
  let database: BenchDatabase | undefined;
  for (const size of sizes) {
    const name = `${target.kind}, ${label(size)} jobs`;
    // The same database grows from one size to the next (generated jobs are added up to the size).
    database = (await options.databases.get(target.kind, size, options.log)).database;
    // The plans of the largest table are the ones that matter (a small table may rightly be scanned).
    if (size === sizes.at(-1)) rows.push(...(await explainRows(database, name, size >= BAR_SIZE)));
    options.log(`${name}: starting the server`);
    // The load comes from one address: every limit as high as it goes, so the per-address search
    // limit refuses none of the searches measured (its own cost is still in every request).
    const server = await startServer({
      env: { ...database.serverEnv, RATE_LIMIT_SCALE: "10000" },
      cpu: CORES?.server,
    });
    let result: LoadResult;
    let cpuMs: number | undefined;
    try {
      const load = { baseUrl: server.baseUrl, paths: SEARCH_PATHS, rate: target.rate, streams: STREAMS };
      if (options.warmupSeconds > 0) {
        options.log(`${name}: warming up ${options.warmupSeconds} s at ${target.rate} req/s`);
        await runFixedRate({ ...load, seconds: options.warmupSeconds, headers: HEADERS });
      }
      options.log(`${name}: measuring ${options.durationSeconds} s at ${target.rate} req/s`);
      const cpuBefore = server.cpuSeconds();
      result = await runFixedRate({ ...load, seconds: options.durationSeconds, headers: HEADERS });
      const cpuAfter = server.cpuSeconds();
      if (cpuBefore !== undefined && cpuAfter !== undefined && result.answered > 0) {
        cpuMs = (1000 * (cpuAfter - cpuBefore)) / result.answered;
      }
    } finally {
      await server.stop();
    }
    p95s.push(result.p95);
    rows.push(...latencyRows(name, size, target, result));
    if (cpuMs !== undefined) rows.push(cpuRow(name, database, cpuMs));
  }
  const first = p95s[0];
  const last = p95s.at(-1);
  if (sizes.length >= 2 && first !== undefined && last !== undefined) {
    const ratio = last / first;
    const pass = target.ratioBar === undefined ? "info" : ratio <= target.ratioBar ? "pass" : "fail";
    rows.push({
      suite: SUITE,
      measure: `${target.kind}: p95(${label(sizes.at(-1) ?? 0)}) / p95(${label(sizes[0] ?? 0)})`,
      figure: ratio.toFixed(2),
      bar: target.ratioBar === undefined ? "" : `≤ ${target.ratioBar}`,
      verdict: pass,
      value: ratio,
    });
  }
  return rows;
}

/** For each tested search: the statements the repository sends, and whether any plan scans jobs. */
async function explainRows(database: BenchDatabase, name: string, held: boolean): Promise<BenchRow[]> {
  const db = await database.open();
  try {
    const rows: BenchRow[] = [];
    for (const path of SEARCH_PATHS) {
      const search = new URLSearchParams(path.split("?")[1] ?? "");
      const query = ListJobsQuerySchema.parse(Object.fromEntries(search));
      const statements = await captureQueries(db, (logged) => jobsService.searchJobs(logged, query, null));
      const plans = await Promise.all(statements.map((statement) => explain(db, statement)));
      const scans = plans.some((p) => scansJobsSequentially(p.plan));
      rows.push({
        suite: SUITE,
        measure: `${name}: plan of ${path.replace("/api/jobs?", "")}`,
        figure: plans.map((p) => jobsAccessPaths(p.plan).join("+") || "no jobs access").join(" / "),
        // A small table is rightly scanned: the bar holds at BAR_SIZE jobs.
        bar: held ? "no Seq Scan on jobs" : "",
        verdict: held ? (scans ? "fail" : "pass") : "info",
        details: { plans },
      });
    }
    return rows;
  } finally {
    await db.close();
  }
}

function latencyRows(name: string, size: number, target: Target, r: LoadResult): BenchRow[] {
  const held = size >= BAR_SIZE;
  const failed = r.non2xx + r.errors + r.timeouts;
  const details = {
    sent: r.sent,
    answered: r.answered,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  const at = `at ${target.rate} req/s`;
  return [
    {
      suite: SUITE,
      measure: `${name}: p50 ${at}`,
      figure: formatMs(r.p50),
      bar: "",
      verdict: "info",
      value: r.p50,
    },
    {
      suite: SUITE,
      measure: `${name}: p95 ${at}`,
      figure: formatMs(r.p95),
      bar: held ? `≤ ${target.p95Bar} ms` : "",
      verdict: held ? (r.p95 <= target.p95Bar ? "pass" : "fail") : "info",
      value: r.p95,
    },
    {
      suite: SUITE,
      measure: `${name}: p99 ${at}`,
      figure: formatMs(r.p99),
      bar: "",
      verdict: "info",
      value: r.p99,
    },
    {
      suite: SUITE,
      measure: `${name}: failed requests (non-2xx, errors, timeouts)`,
      figure: `${failed} of ${r.sent}`,
      bar: "= 0",
      verdict: failed === 0 && r.sent > 0 ? "pass" : "fail",
      value: failed,
      details,
    },
    {
      suite: SUITE,
      measure: `${name}: answered rate`,
      figure: `${r.achievedRate.toFixed(1)} req/s`,
      // Below the target the server fell behind and the latencies were not measured at that rate.
      bar: `≥ ${Math.floor(target.rate * 0.95)} req/s`,
      verdict: r.achievedRate >= target.rate * 0.95 ? "pass" : "fail",
      value: r.achievedRate,
    },
  ];
}

/**
 * The server's CPU time per answered search: unlike latency it hardly depends on what else the
 * machine is doing, so it shows what the server costs even on a busy machine. On PostgreSQL the
 * database's own work is in other processes and not included.
 */
function cpuRow(name: string, database: BenchDatabase, ms: number): BenchRow {
  const scope = database.label === "embedded" ? "server incl. database" : "server process only";
  return {
    suite: SUITE,
    measure: `${name}: CPU per request (${scope})`,
    figure: formatMs(ms),
    bar: "",
    verdict: "info",
    value: ms,
  };
}

function label(size: number): string {
  return size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : String(size);
}
