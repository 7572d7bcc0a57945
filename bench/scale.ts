import { spawn } from "node:child_process";
import http from "node:http";
import type { Database, Db } from "@server/db/types";
import * as countriesService from "@server/modules/countries/countries.service";
import * as jobsService from "@server/modules/jobs/jobs.service";
import * as statsRepository from "@server/modules/stats/stats.repository";
import { ListJobsQuerySchema } from "@shared/schemas/jobs";
import { sql } from "drizzle-orm";
import { HEADERS } from "./jobs-search";
import { CORES } from "./lib/cpu";
import { type BenchDatabase, embeddedDatabase, postgresDatabase } from "./lib/databases";
import {
  type CapturedQuery,
  captureQueries,
  explain,
  jobsAccessPaths,
  scansJobsSequentially,
} from "./lib/explain";
import { runMaxThroughput } from "./lib/load";
import { formatMs, percentile } from "./lib/percentile";
import { type RunningServer, startServer } from "./lib/server";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

const SUITE = "scale";
/** PostgreSQL: the same requests at these sizes; the bars compare the largest with the smallest. */
const POSTGRES_SIZES = [1_000, 1_000_000];
/** The embedded database is measured at one size, with the health check beside a search load. */
const EMBEDDED_SIZE = 100_000;
const QUICK_SIZES = [1_000, 5_000];
const QUICK_EMBEDDED_SIZE = 1_000;
/** Sequential requests per measurement, after as many again discarded. */
const SEQUENTIAL = 200;
const QUICK_SEQUENTIAL = 30;
/** EXPLAIN ANALYZE runs of each statement; the median is kept. */
const SQL_RUNS = 5;
/** Connections at saturation: more than the server's database pool (10), so it is the limit. */
const SATURATION_CONNECTIONS = 16;
const BARS = {
  /** Median latency at the largest size ÷ at the smallest. */
  growth: 2,
  /** A search's median latency ÷ its SQL time (planning + execution). */
  apiOverSql: 1.5,
  /** /api/health p99 while searches run flat out ÷ idle. */
  healthUnderLoad: 2,
  /** `npm run seed -- --jobs 1000000` on PostgreSQL, seconds. */
  seedSeconds: 120,
  /** The country list (every country) at the largest size: median milliseconds, compressed bytes. */
  countryListMs: 20,
  countryListBytes: 60 * 1024,
};

interface Request {
  name: string;
  path: string;
  /** Whether the API ÷ SQL bar holds (the job search). */
  search: boolean;
  /** Sends what the route sends to the database, on a Db that records it. */
  work(db: Db): Promise<unknown>;
  /** Bars of its own at the largest size (the country list's time and size). */
  own?: { medianMs: number; compressedBytes: number };
}

/** The request set: searches of every shape, one job, the country list and the dashboard figures. */
function requests(jobId: number): Request[] {
  const search = (name: string, query: string): Request => ({
    name,
    path: `/api/jobs?${query}`,
    search: true,
    work: (db) =>
      jobsService.searchJobs(
        db,
        ListJobsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
        null,
      ),
  });
  return [
    search("text + filters, page 2", "q=engineer&visa=true&workType=Remote&page=2&pageSize=20"),
    search("broad, page 1", "page=1&pageSize=20"),
    search("2-letter term", "q=go&page=1&pageSize=20"),
    // Neither is in any generated posting: the whole index is asked, and nothing found.
    search("rare term", "q=zyzzyva&page=1&pageSize=20"),
    search("rare 2-letter term", "q=qz&page=1&pageSize=20"),
    search("country filter", "country=4&page=1&pageSize=20"),
    search("visa only", "visa=true&page=1&pageSize=20"),
    // The generated jobs are the demo set's, never matched to a register: these walk the (empty)
    // registered-sponsor index, the filter's path at any size, not a page of matches.
    search("registered sponsor only", "registeredSponsor=true&page=1&pageSize=20"),
    search("registered sponsor + term", "q=engineer&registeredSponsor=true&page=1&pageSize=20"),
    {
      name: "job by id",
      path: `/api/jobs/${jobId}`,
      search: false,
      work: (db) => jobsService.getJobDetail(db, jobId, null),
    },
    {
      name: "country list",
      path: "/api/countries",
      search: false,
      work: (db) => countriesService.getCountries(db),
      own: { medianMs: BARS.countryListMs, compressedBytes: BARS.countryListBytes },
    },
    {
      name: "country summaries",
      path: "/api/country-summaries",
      search: false,
      work: (db) => countriesService.getCountrySummaries(db),
    },
    { name: "stats", path: "/api/stats", search: false, work: (db) => statsRepository.countAll(db) },
  ];
}

interface Measured {
  p50: number;
  p95: number;
  sqlMs: number;
  rate: number;
  failed: number;
  plans: { sql: string; plan: string[] }[];
  accessPaths: string;
  scansJobs: boolean;
  /** The answer's size on the wire, compressed as a browser asks for it. */
  bytes: number;
}

export const scaleSuite: Suite = {
  id: "scale",
  name: SUITE,
  loadGenerator: true,
  async run(options) {
    const rows: BenchRow[] = [];
    // A part that fails is a failed row of its own; what the other parts measured is still shown.
    const part = async (what: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        console.error(error);
        const figure = String((error as Error).message).split("\n")[0] ?? "";
        rows.push({
          suite: SUITE,
          measure: `${what}: ran to the end`,
          figure,
          bar: "no error",
          verdict: "fail",
        });
      }
    };
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl?.startsWith("postgres"))
      await part("PostgreSQL", async () => {
        const sizes = [...(options.sizes ?? (options.quick ? QUICK_SIZES : POSTGRES_SIZES))].sort(
          (a, b) => a - b,
        );
        const bySize: Map<number, Map<string, Measured>> = new Map();
        for (const size of sizes) {
          const database = await postgresDatabase(serverUrl, "borderless_scale");
          try {
            const seconds = await seedWithCommand(database, size, options);
            rows.push(seedRow("PostgreSQL", size, seconds, size >= 1_000_000));
            bySize.set(size, await measureSize("PostgreSQL", size, database, options, rows));
          } finally {
            await database.dispose();
          }
        }
        rows.push(...growthRows(sizes, bySize));
      });
    else options.log("scale: DATABASE_URL is not set: measuring the embedded database only.");
    await part("embedded", async () => {
      const size = options.sizes?.at(-1) ?? (options.quick ? QUICK_EMBEDDED_SIZE : EMBEDDED_SIZE);
      const database = embeddedDatabase("borderless-scale");
      try {
        const seconds = await seedWithCommand(database, size, options);
        rows.push(seedRow("embedded", size, seconds, false));
        await measureSize("embedded", size, database, options, rows, { health: true });
      } finally {
        await database.dispose();
      }
    });
    return rows;
  },
};

/** `npm run seed -- --jobs N` as a person runs it (migrations, demo data, generated jobs), timed from outside. */
async function seedWithCommand(
  database: BenchDatabase,
  size: number,
  options: BenchOptions,
): Promise<number> {
  options.log(`scale: npm run seed -- --jobs ${size} (${database.label})`);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/seed.mjs", "--jobs", String(size)], {
      env: { ...process.env, ...database.serverEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    // "close", not "exit": the output is read to its end by then.
    child.on("close", (code) => {
      // The command's own account of the generated jobs ("Added N generated jobs in T s"), beside
      // the whole command's time measured here.
      const added = stdout.split("\n").findLast((line) => line.startsWith("Added "));
      if (added) options.log(`scale: ${added}`);
      code === 0 ? resolve() : reject(new Error(`seed failed (${code}): ${stderr}`));
    });
  });
  const seconds = (performance.now() - started) / 1000;
  // As autovacuum would within a minute or so of a bulk load (the seed analyses jobs itself).
  if (database.analyzeAfterLoad) {
    const db = await database.open();
    try {
      await db.db.execute(sql`analyze`);
    } finally {
      await db.close();
    }
  }
  return seconds;
}

async function measureSize(
  kind: "PostgreSQL" | "embedded",
  size: number,
  database: BenchDatabase,
  options: BenchOptions,
  rows: BenchRow[],
  extra: { health?: boolean } = {},
): Promise<Map<string, Measured>> {
  const name = `${kind}, ${label(size)} jobs`;
  const held = kind === "PostgreSQL" ? size >= 1_000_000 : size >= EMBEDDED_SIZE;
  // The statements and their time in the database alone, before the server holds the database
  // (the embedded one admits one process at a time).
  const db = await database.open();
  const timings = new Map<string, { ms: number; plans: { sql: string; plan: string[] }[] }>();
  let list: Request[];
  try {
    list = requests(await middleJobId(db));
    for (const request of list) {
      options.log(`${name}: EXPLAIN ANALYZE ${request.name}`);
      const statements = await captureQueries(db, request.work);
      timings.set(request.name, await sqlTime(db, statements));
    }
  } finally {
    await db.close();
  }
  const server = await startServer({
    env: { ...database.serverEnv, RATE_LIMIT_SCALE: "10000" },
    cpu: CORES?.server,
  });
  const results = new Map<string, Measured>();
  try {
    const count = options.quick ? QUICK_SEQUENTIAL : SEQUENTIAL;
    for (const request of list) {
      options.log(`${name}: ${request.name}: ${count} sequential requests, then saturation`);
      await sequential(server, request.path, count);
      const latencies = await sequential(server, request.path, count);
      const bytes = await wireBytes(server, request.path);
      const load = await runMaxThroughput({
        baseUrl: server.baseUrl,
        requests: [{ path: request.path }],
        seconds: options.durationSeconds,
        connections: SATURATION_CONNECTIONS,
        headers: HEADERS,
      });
      const timing = timings.get(request.name) ?? { ms: Number.NaN, plans: [] };
      const plans = timing.plans;
      results.set(request.name, {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        sqlMs: timing.ms,
        rate: load.achievedRate,
        failed: load.non2xx + load.errors + load.timeouts,
        plans,
        accessPaths: plans.map((p) => jobsAccessPaths(p.plan).join("+") || "-").join(" / "),
        scansJobs: plans.some((p) => scansJobsSequentially(p.plan)),
        bytes,
      });
    }
    if (extra.health) rows.push(...(await healthRows(name, server, list, options)));
  } finally {
    await server.stop();
  }
  for (const request of list) {
    const m = results.get(request.name);
    if (m) rows.push(...requestRows(name, request, m, held));
  }
  return results;
}

/** A job from the middle of the table: neither the newest (cached everywhere) nor the oldest. */
async function middleJobId(db: Database): Promise<number> {
  const result = (await db.db.execute(
    sql`select id from jobs where closed_at is null order by id offset (select count(*) / 2 from jobs) limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("no jobs to ask for");
  return Number(id);
}

/**
 * The statements' time in the database alone: for each, the median over SQL_RUNS of EXPLAIN ANALYZE's
 * planning + execution time, after one run that warms the cache as the requests before it would;
 * summed over the statements the request sends.
 */
async function sqlTime(db: Database, statements: CapturedQuery[]) {
  let total = 0;
  const plans: { sql: string; plan: string[] }[] = [];
  for (const statement of statements) {
    const times: number[] = [];
    let plan: string[] = [];
    for (let run = 0; run <= SQL_RUNS; run++) {
      const explained = await explain(db, { ...statement, sql: `analyze ${statement.sql}` });
      plan = explained.plan;
      if (run > 0) times.push(planTime(plan, "Planning") + planTime(plan, "Execution"));
    }
    times.sort((a, b) => a - b);
    total += percentile(times, 50);
    plans.push({ sql: statement.sql, plan });
  }
  return { ms: total, plans };
}

function planTime(plan: readonly string[], what: "Planning" | "Execution"): number {
  const line = plan.find((l) => l.trim().startsWith(`${what} Time:`));
  return line ? Number.parseFloat(line.split(":")[1] ?? "0") : 0;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** `count` requests one after the other on one kept-alive connection; each one's time to its last byte. */
async function sequential(server: RunningServer, path: string, count: number): Promise<number[]> {
  const url = new URL(path, server.baseUrl);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent, headers: HEADERS }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      });
      req.on("error", reject);
    });
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
  }
  return times.sort((a, b) => a - b);
}

/** The bytes of one answer as sent (compressed for HEADERS' accept-encoding), not decoded. */
async function wireBytes(server: RunningServer, path: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = http.get(new URL(path, server.baseUrl), { agent, headers: HEADERS }, (res) => {
      let total = 0;
      res.on("data", (chunk: Buffer) => {
        total += chunk.length;
      });
      res.on("end", () => resolve(total));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/**
 * /api/health one request at a time, idle and then while the searches of the set run flat out
 * (SATURATION_CONNECTIONS connections): what a load balancer's probe, a static file or a live
 * stream waits behind a running search.
 */
async function healthRows(
  name: string,
  server: RunningServer,
  list: Request[],
  options: BenchOptions,
): Promise<BenchRow[]> {
  const count = options.quick ? QUICK_SEQUENTIAL * 5 : SEQUENTIAL * 5;
  options.log(`${name}: /api/health idle, then beside a search load`);
  await sequential(server, "/api/health", count);
  const idle = await sequential(server, "/api/health", count);
  let loaded: number[] = [];
  let stop = false;
  const probe = (async () => {
    const times: number[] = [];
    while (!stop) times.push(...(await sequential(server, "/api/health", 10)));
    loaded = times.sort((a, b) => a - b);
  })();
  const load = await runMaxThroughput({
    baseUrl: server.baseUrl,
    requests: list.filter((r) => r.search).map((r) => ({ path: r.path })),
    seconds: options.durationSeconds,
    connections: SATURATION_CONNECTIONS,
    headers: HEADERS,
  });
  stop = true;
  await probe;
  const idleP99 = percentile(idle, 99);
  const loadedP99 = percentile(loaded, 99);
  const ratio = loadedP99 / idleP99;
  return [
    info(`${name}: /api/health p99 idle`, formatMs(idleP99), idleP99),
    info(
      `${name}: /api/health p99 under search load (${load.achievedRate.toFixed(0)} searches/s)`,
      formatMs(loadedP99),
      loadedP99,
      { probes: loaded.length, searchFailures: load.non2xx + load.errors + load.timeouts },
    ),
    {
      suite: SUITE,
      measure: `${name}: /api/health p99 under search load ÷ idle`,
      figure: ratio.toFixed(2),
      bar: `≤ ${BARS.healthUnderLoad}`,
      verdict: ratio <= BARS.healthUnderLoad ? "pass" : "fail",
      value: ratio,
    },
  ];
}

function requestRows(name: string, request: Request, m: Measured, held: boolean): BenchRow[] {
  const ratio = m.p50 / m.sqlMs;
  const holdRatio = held && request.search;
  const own = held && request.own ? ownRows(name, request, m, request.own) : [];
  return [
    ...own,
    info(`${name}: ${request.name}: median (p95)`, `${formatMs(m.p50)} (${formatMs(m.p95)})`, m.p50, {
      path: request.path,
      p95: m.p95,
    }),
    {
      suite: SUITE,
      measure: `${name}: ${request.name}: SQL ${formatMs(m.sqlMs)}, API ÷ SQL`,
      figure: ratio.toFixed(2),
      bar: holdRatio ? `≤ ${BARS.apiOverSql}` : "",
      verdict: holdRatio ? (ratio <= BARS.apiOverSql ? "pass" : "fail") : "info",
      value: ratio,
      details: { sqlMs: m.sqlMs },
    },
    {
      suite: SUITE,
      measure: `${name}: ${request.name}: at saturation (${SATURATION_CONNECTIONS} connections)`,
      figure: `${m.rate.toFixed(0)} req/s`,
      bar: "0 failed",
      verdict: m.failed === 0 ? "pass" : "fail",
      value: m.rate,
      details: { failed: m.failed },
    },
    {
      suite: SUITE,
      measure: `${name}: ${request.name}: plan`,
      figure: m.accessPaths,
      bar: held ? "no Seq Scan on jobs" : "",
      verdict: held ? (m.scansJobs ? "fail" : "pass") : "info",
      details: { plans: m.plans },
    },
  ];
}

function ownRows(
  name: string,
  request: Request,
  m: Measured,
  bars: { medianMs: number; compressedBytes: number },
): BenchRow[] {
  return [
    {
      suite: SUITE,
      measure: `${name}: ${request.name}: median`,
      figure: formatMs(m.p50),
      bar: `≤ ${bars.medianMs} ms`,
      verdict: m.p50 <= bars.medianMs ? "pass" : "fail",
      value: m.p50,
    },
    {
      suite: SUITE,
      measure: `${name}: ${request.name}: answer on the wire (compressed)`,
      figure: `${(m.bytes / 1024).toFixed(1)} KB`,
      bar: `≤ ${bars.compressedBytes / 1024} KB`,
      verdict: m.bytes <= bars.compressedBytes ? "pass" : "fail",
      value: m.bytes,
    },
  ];
}

function growthRows(sizes: number[], bySize: Map<number, Map<string, Measured>>): BenchRow[] {
  const small = sizes[0];
  const large = sizes.at(-1);
  if (small === undefined || large === undefined || small === large) return [];
  const rows: BenchRow[] = [];
  for (const [requestName, big] of bySize.get(large) ?? []) {
    const base = bySize.get(small)?.get(requestName);
    if (!base) continue;
    const ratio = big.p50 / base.p50;
    rows.push({
      suite: SUITE,
      measure: `PostgreSQL: ${requestName}: median ${label(large)} ÷ ${label(small)}`,
      figure: `${ratio.toFixed(2)} (${formatMs(big.p50)} ÷ ${formatMs(base.p50)})`,
      bar: `≤ ${BARS.growth}`,
      verdict: ratio <= BARS.growth ? "pass" : "fail",
      value: ratio,
    });
  }
  return rows;
}

function seedRow(kind: string, size: number, seconds: number, held: boolean): BenchRow {
  return {
    suite: SUITE,
    measure: `${kind}: npm run seed -- --jobs ${size}`,
    figure: `${seconds.toFixed(1)} s`,
    bar: held ? `< ${BARS.seedSeconds} s` : "",
    verdict: held ? (seconds < BARS.seedSeconds ? "pass" : "fail") : "info",
    value: seconds,
  };
}

function info(measure: string, figure: string, value: number, details?: Record<string, unknown>): BenchRow {
  return { suite: SUITE, measure, figure, bar: "", verdict: "info", value, details };
}

function label(size: number): string {
  return size >= 1_000_000 && size % 1_000_000 === 0
    ? `${size / 1_000_000}M`
    : size >= 1000 && size % 1000 === 0
      ? `${size / 1000}k`
      : String(size);
}
