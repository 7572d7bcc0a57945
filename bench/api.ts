import { createRequire } from "node:module";
import type { WaitlistRequest } from "@shared/schemas/waitlist";
import type autocannon from "autocannon";
import { CORES } from "./lib/cpu";
import type { DatabaseKind } from "./lib/databases";
import { databaseKinds } from "./lib/databases";
import { type LoadResult, runFixedRate, runMaxThroughput } from "./lib/load";
import { formatMs } from "./lib/percentile";
import { type RunningServer, settle, startProcess, startServer } from "./lib/server";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

const SUITE = "api";
/** The country list counts the jobs of every country, so it is measured with as many jobs as the job search bars. */
const JOBS = 100_000;
const QUICK_JOBS = 1_000;
const FASTIFY_VERSION = (createRequire(import.meta.url)("fastify/package.json") as { version: string })
  .version;

/**
 * Max-throughput settings for /api/health and the hello world: Fastify's own benchmark settings
 * (100 connections, 10 pipelined requests each), so the load generator is not what limits either.
 */
const THROUGHPUT = { connections: 100, pipelining: 10 };
/** Health bar: at least this share of the bare Fastify hello world's throughput (docs/architecture.md). */
const HEALTH_RATIO_BAR = 0.9;

/** The country list at a fixed rate, as the job search is measured (see lib/load.ts). */
const COUNTRIES = { rate: 200, streams: 50, connectionsAtMax: 10 };
const COUNTRIES_P95_BAR: Record<DatabaseKind, number> = { embedded: 50, PostgreSQL: 20 };
/** What a browser sends: the list is over 1 KiB, so it is compressed as it is for real users. */
const BROWSER_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * The city search (GET /api/cities) at a fixed rate, over prefixes from two letters to whole names,
 * with and without a country: p95 ≤ 20 ms on both databases (docs/decisions/036-cities.md).
 */
const CITY_SEARCH = { rate: 100, streams: 20, p95Bar: 20 };
const CITY_SEARCH_PATHS = [
  "/api/cities?q=kr",
  "/api/cities?q=Krakow",
  "/api/cities?q=Cracow",
  "/api/cities?q=Bombay",
  "/api/cities?q=sa",
  "/api/cities?q=san",
  "/api/cities?q=new&limit=20",
  "/api/cities?q=lon&country=GB",
  "/api/cities?q=sa&country=US",
  "/api/cities?q=be&country=DE",
];

/** Waitlist writes at max throughput; each request a new email, from one of many addresses. */
const WAITLIST = { connections: 10, addresses: 250, barPerSecond: 200 };

export const apiSuite: Suite = {
  id: "api",
  name: SUITE,
  loadGenerator: true,
  async run(options) {
    const rows: BenchRow[] = [];
    for (const kind of databaseKinds(options.log)) rows.push(...(await measureDatabase(kind, options)));
    return rows;
  },
};

async function measureDatabase(kind: DatabaseKind, options: BenchOptions): Promise<BenchRow[]> {
  const { database, jobs } = await options.databases.get(
    kind,
    options.quick ? QUICK_JOBS : JOBS,
    options.log,
  );
  const name = `${kind}, ${jobs.toLocaleString("en-US")} jobs`;
  options.log(
    `${name}: starting the server and a bare Fastify hello world, both on core ${CORES?.server ?? "any"}`,
  );
  // Both wait on the same core; only the one under load uses it.
  const hello = await startProcess({
    script: ["--import", "tsx", "bench/servers/hello.ts"],
    env: { NODE_ENV: "production" },
    cpu: CORES?.server,
    readyPath: "/",
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      env: {
        ...database.serverEnv,
        // Every waitlist request says it comes from another address (X-Forwarded-For, believed from
        // the one hop in front: autocannon plays the proxy), and every limit is as high as it goes,
        // so the limiter refuses none of the writes measured.
        TRUST_PROXY: "1",
        RATE_LIMIT_SCALE: "10000",
      },
      cpu: CORES?.server,
      // Logged as `npm start` logs (info: a line per request), as the server runs for real.
      logLevel: "",
    });
    const rows = await measureHealth(kind, server, hello, options);
    await hello.stop();
    rows.push(...(await measureCountries(kind, name, server, options)));
    rows.push(...(await measureCitySearch(kind, name, server, options)));
    rows.push(...(await measureJobPay(kind, server, options)));
    rows.push(...(await measureWaitlist(kind, server, options)));
    return rows;
  } finally {
    await hello.stop();
    await server?.stop();
  }
}

interface Throughput {
  requests: number;
  failed: number;
  seconds: number;
  cpuSeconds: number | undefined;
}

/**
 * /api/health against the hello world, alternating A B B A (quick: A B) so a machine getting
 * busier or quieter during the run weighs on both alike.
 */
async function measureHealth(
  kind: DatabaseKind,
  server: RunningServer,
  hello: RunningServer,
  options: BenchOptions,
): Promise<BenchRow[]> {
  const targets = {
    health: { server, path: "/api/health" },
    hello: { server: hello, path: "/" },
  };
  const totals: Record<keyof typeof targets, Throughput> = {
    health: { requests: 0, failed: 0, seconds: 0, cpuSeconds: 0 },
    hello: { requests: 0, failed: 0, seconds: 0, cpuSeconds: 0 },
  };
  const order: (keyof typeof targets)[] = options.quick
    ? ["hello", "health"]
    : ["hello", "health", "health", "hello"];
  const seconds = options.quick
    ? options.durationSeconds
    : Math.max(1, Math.ceil(options.durationSeconds / 2));
  for (const which of ["hello", "health"] as const) {
    if (options.warmupSeconds <= 0) break;
    options.log(`${kind}: warming up ${which} ${options.warmupSeconds} s`);
    await throughputOf(targets[which], options.warmupSeconds);
  }
  for (const which of order) {
    options.log(`${kind}: measuring ${which} ${seconds} s at max throughput`);
    const t = await throughputOf(targets[which], seconds);
    const total = totals[which];
    total.requests += t.requests;
    total.failed += t.failed;
    total.seconds += t.seconds;
    total.cpuSeconds =
      total.cpuSeconds === undefined || t.cpuSeconds === undefined
        ? undefined
        : total.cpuSeconds + t.cpuSeconds;
  }
  const rate = (t: Throughput) => t.requests / t.seconds;
  const health = rate(totals.health);
  const bare = rate(totals.hello);
  const ratio = health / bare;
  // A server that did not keep its core busy was held back by the load generator or by other work
  // on the machine: then the ratio compares those, not the servers.
  const busyShare = (t: Throughput) => (t.cpuSeconds ?? 0) / t.seconds;
  const saturated = [totals.health, totals.hello].every(
    (t) => t.cpuSeconds === undefined || busyShare(t) >= 0.8,
  );
  const settings = `${THROUGHPUT.connections} connections × ${THROUGHPUT.pipelining} pipelined`;
  const rows: BenchRow[] = [
    {
      suite: SUITE,
      measure: `${kind}: GET /api/health, max throughput (${settings})`,
      figure: `${Math.round(health).toLocaleString("en-US")} req/s`,
      bar: "",
      verdict: "info",
      value: health,
      details: { ...totals.health },
    },
    {
      suite: SUITE,
      measure: `${kind}: bare Fastify ${FASTIFY_VERSION} hello world, same core and settings`,
      figure: `${Math.round(bare).toLocaleString("en-US")} req/s`,
      bar: "",
      verdict: "info",
      value: bare,
      details: { ...totals.hello },
    },
    {
      suite: SUITE,
      measure: `${kind}: /api/health ÷ bare Fastify throughput`,
      figure: saturated ? ratio.toFixed(2) : `${ratio.toFixed(2)} (servers not saturated, see core busy)`,
      bar: `≥ ${HEALTH_RATIO_BAR}`,
      verdict: ratio >= HEALTH_RATIO_BAR ? "pass" : "fail",
      value: ratio,
    },
  ];
  // CPU per answer hardly depends on what else the machine does: it tells the cost even when busy.
  // How busy each server kept its core tells whether it, not the load generator, was the limit.
  const cpu = (t: Throughput) =>
    t.cpuSeconds === undefined || t.requests === 0 ? undefined : (1e6 * t.cpuSeconds) / t.requests;
  const busy = (t: Throughput) => `${Math.round(100 * busyShare(t))}%`;
  const healthCpu = cpu(totals.health);
  const bareCpu = cpu(totals.hello);
  if (healthCpu !== undefined && bareCpu !== undefined) {
    rows.push({
      suite: SUITE,
      measure: `${kind}: server CPU per request, /api/health vs hello world (core busy)`,
      figure: `${healthCpu.toFixed(0)} µs vs ${bareCpu.toFixed(0)} µs (${busy(totals.health)}, ${busy(totals.hello)})`,
      bar: "",
      verdict: "info",
      value: healthCpu / bareCpu,
      details: { healthMicroseconds: healthCpu, helloMicroseconds: bareCpu },
    });
  }
  const failed = totals.health.failed + totals.hello.failed;
  rows.push({
    suite: SUITE,
    measure: `${kind}: failed requests in the throughput runs (non-2xx, errors, timeouts)`,
    figure: `${failed} of ${(totals.health.requests + totals.hello.requests + failed).toLocaleString("en-US")}`,
    bar: "= 0",
    verdict: failed === 0 ? "pass" : "fail",
    value: failed,
  });
  return rows;
}

/** A page of 20 job answers: each carries `pay`; with `currency=USD` also `pay.converted`. */
const JOB_PAGE = "/api/jobs?page=1&pageSize=20";
/** A page whose answers convert their pay may cost at most this much more server CPU than one that does not. */
const PAY_CONVERSION_BAR = 1.1;

/**
 * Server CPU per answer of a page of 20 jobs with pay, and of the same page with its pay converted
 * (A B B A, as /api/health). Compare the first row with the same row of a run before pay was added
 * for the page's cost before and after; the ratio row holds the conversion itself to its bar.
 */
async function measureJobPay(
  kind: DatabaseKind,
  server: RunningServer,
  options: BenchOptions,
): Promise<BenchRow[]> {
  const targets = {
    pay: { server, path: JOB_PAGE },
    converted: { server, path: `${JOB_PAGE}&currency=USD` },
  };
  const totals = { pay: { requests: 0, cpu: 0 }, converted: { requests: 0, cpu: 0 } };
  const seconds = Math.max(1, Math.ceil(options.durationSeconds / 2));
  const order: (keyof typeof targets)[] = options.quick
    ? ["pay", "converted"]
    : ["pay", "converted", "converted", "pay"];
  for (const which of order) {
    options.log(`${kind}: measuring ${targets[which].path} ${seconds} s at max throughput`);
    const t = await throughputOf(targets[which], seconds);
    totals[which].requests += t.requests;
    totals[which].cpu += t.cpuSeconds ?? Number.NaN;
  }
  const perAnswer = (t: { requests: number; cpu: number }) =>
    t.requests > 0 ? (1e6 * t.cpu) / t.requests : Number.NaN;
  const pay = perAnswer(totals.pay);
  const converted = perAnswer(totals.converted);
  const ratio = converted / pay;
  return [
    {
      suite: SUITE,
      measure: `${kind}: server CPU per answer, GET ${JOB_PAGE} (20 jobs with pay)`,
      figure: Number.isFinite(pay) ? `${pay.toFixed(0)} µs` : "not measured",
      bar: "",
      verdict: "info",
      value: pay,
    },
    {
      suite: SUITE,
      measure: `${kind}: the same page with pay.converted (currency=USD) ÷ without`,
      figure: Number.isFinite(ratio) ? `${ratio.toFixed(2)} (${converted.toFixed(0)} µs)` : "not measured",
      bar: `≤ ${PAY_CONVERSION_BAR}`,
      verdict: Number.isFinite(ratio) ? (ratio <= PAY_CONVERSION_BAR ? "pass" : "fail") : "info",
      value: ratio,
    },
  ];
}

async function throughputOf(
  target: { server: RunningServer; path: string },
  seconds: number,
): Promise<Throughput> {
  const cpuBefore = target.server.cpuSeconds();
  const r = await runMaxThroughput({
    baseUrl: target.server.baseUrl,
    requests: [{ method: "GET", path: target.path }],
    seconds,
    ...THROUGHPUT,
  });
  const cpuAfter = target.server.cpuSeconds();
  await settle(target.server, target.path);
  const failed = r.non2xx + r.errors + r.timeouts;
  return {
    requests: r.answered - r.non2xx,
    failed,
    seconds: r.seconds,
    cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

async function measureCountries(
  kind: DatabaseKind,
  name: string,
  server: RunningServer,
  options: BenchOptions,
): Promise<BenchRow[]> {
  const path = "/api/countries";
  if (options.warmupSeconds > 0) {
    options.log(`${kind}: warming up ${path} ${options.warmupSeconds} s`);
    await runMaxThroughput({
      baseUrl: server.baseUrl,
      requests: [{ method: "GET", path }],
      seconds: options.warmupSeconds,
      connections: COUNTRIES.connectionsAtMax,
      headers: BROWSER_HEADERS,
    });
    await settle(server, path);
  }
  options.log(`${kind}: measuring ${path} ${options.durationSeconds} s at max throughput`);
  const max = await runMaxThroughput({
    baseUrl: server.baseUrl,
    requests: [{ method: "GET", path }],
    seconds: options.durationSeconds,
    connections: COUNTRIES.connectionsAtMax,
    headers: BROWSER_HEADERS,
  });
  await settle(server, path);
  options.log(`${kind}: measuring ${path} ${options.durationSeconds} s at ${COUNTRIES.rate} req/s`);
  const cpuBefore = server.cpuSeconds();
  const fixed = await runFixedRate({
    baseUrl: server.baseUrl,
    paths: [path],
    rate: COUNTRIES.rate,
    streams: COUNTRIES.streams,
    seconds: options.durationSeconds,
    headers: BROWSER_HEADERS,
  });
  const cpuAfter = server.cpuSeconds();
  await settle(server, path);
  const bar = COUNTRIES_P95_BAR[kind];
  const at = `at ${COUNTRIES.rate} req/s`;
  const maxFailed = max.non2xx + max.errors + max.timeouts;
  return [
    {
      suite: SUITE,
      measure: `${name}: GET ${path}, max throughput (${COUNTRIES.connectionsAtMax} connections)`,
      figure: `${Math.round(max.achievedRate).toLocaleString("en-US")} req/s`,
      bar: "",
      verdict: maxFailed === 0 ? "info" : "fail",
      value: max.achievedRate,
      details: { sent: max.sent, answered: max.answered, failed: maxFailed },
    },
    ...fixedRateRows(`${name}: GET ${path}`, at, fixed, COUNTRIES.rate, bar),
    ...cpuRow(kind, `${name}: GET ${path}`, cpuBefore, cpuAfter, fixed.answered),
  ];
}

async function measureCitySearch(
  kind: DatabaseKind,
  name: string,
  server: RunningServer,
  options: BenchOptions,
): Promise<BenchRow[]> {
  const label = "GET /api/cities?q=";
  if (options.warmupSeconds > 0) {
    options.log(`${kind}: warming up ${label} ${options.warmupSeconds} s`);
    await runFixedRate({
      baseUrl: server.baseUrl,
      paths: CITY_SEARCH_PATHS,
      rate: CITY_SEARCH.rate,
      streams: CITY_SEARCH.streams,
      seconds: options.warmupSeconds,
      headers: BROWSER_HEADERS,
    });
  }
  options.log(`${kind}: measuring ${label} ${options.durationSeconds} s at ${CITY_SEARCH.rate} req/s`);
  const cpuBefore = server.cpuSeconds();
  const fixed = await runFixedRate({
    baseUrl: server.baseUrl,
    paths: CITY_SEARCH_PATHS,
    rate: CITY_SEARCH.rate,
    streams: CITY_SEARCH.streams,
    seconds: options.durationSeconds,
    headers: BROWSER_HEADERS,
  });
  const cpuAfter = server.cpuSeconds();
  await settle(server, CITY_SEARCH_PATHS[0] ?? "/api/cities?q=kr");
  const at = `at ${CITY_SEARCH.rate} req/s`;
  return [
    ...fixedRateRows(`${name}: ${label}`, at, fixed, CITY_SEARCH.rate, CITY_SEARCH.p95Bar),
    ...cpuRow(kind, `${name}: ${label}`, cpuBefore, cpuAfter, fixed.answered),
  ];
}

/**
 * The server's CPU time per answer: unlike latency it hardly depends on what else the machine is
 * doing. On PostgreSQL the database's own work is in other processes and not included.
 */
function cpuRow(
  kind: DatabaseKind,
  name: string,
  before: number | undefined,
  after: number | undefined,
  answered: number,
): BenchRow[] {
  if (before === undefined || after === undefined || answered === 0) return [];
  const ms = (1000 * (after - before)) / answered;
  const scope = kind === "embedded" ? "server incl. database" : "server process only";
  return [
    {
      suite: SUITE,
      measure: `${name}: CPU per request (${scope})`,
      figure: formatMs(ms),
      bar: "",
      verdict: "info",
      value: ms,
    },
  ];
}

function fixedRateRows(name: string, at: string, r: LoadResult, rate: number, p95Bar: number): BenchRow[] {
  const failed = r.non2xx + r.errors + r.timeouts;
  return [
    {
      suite: SUITE,
      measure: `${name}: p50 / p99 ${at}`,
      figure: `${formatMs(r.p50)} / ${formatMs(r.p99)}`,
      bar: "",
      verdict: "info",
      value: r.p50,
    },
    {
      suite: SUITE,
      measure: `${name}: p95 ${at}`,
      figure: formatMs(r.p95),
      bar: `≤ ${p95Bar} ms`,
      verdict: r.p95 <= p95Bar ? "pass" : "fail",
      value: r.p95,
    },
    {
      suite: SUITE,
      measure: `${name}: failed requests, answered rate ${at}`,
      figure: `${failed} of ${r.sent}, ${r.achievedRate.toFixed(1)} req/s`,
      // Below 95% of the target the server fell behind and the latencies were not measured at that rate.
      bar: `= 0, ≥ ${Math.floor(rate * 0.95)} req/s`,
      verdict: failed === 0 && r.sent > 0 && r.achievedRate >= rate * 0.95 ? "pass" : "fail",
      value: failed,
      details: {
        sent: r.sent,
        answered: r.answered,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      },
    },
  ];
}

/**
 * POST /api/waitlist at max throughput: every request a new email (the real first-join path: an
 * insert, the queue position, the confirmation mail into the outbox), each from one of
 * WAITLIST.addresses client addresses so the per-address limit (×10,000) refuses nothing.
 */
async function measureWaitlist(
  kind: DatabaseKind,
  server: RunningServer,
  options: BenchOptions,
): Promise<BenchRow[]> {
  let sequence = 0;
  let duplicates = 0;
  const run = Date.now().toString(36);
  const request: autocannon.Request = {
    method: "POST",
    path: "/api/waitlist",
    setupRequest: (req) => {
      sequence += 1;
      const body: WaitlistRequest = {
        email: `bench-${run}-${sequence}@example.test`,
        fullName: "Bench Person",
        profession: "Software Engineer",
        interestedCountries: ["Germany", "Canada"],
        interestedRoles: ["Software Engineer"],
        preferredContactMethod: "email",
        referralSource: "Friend Referral",
      };
      return {
        ...req,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-forwarded-for": `10.0.0.${(sequence % WAITLIST.addresses) + 1}`,
        },
        body: JSON.stringify(body),
      };
    },
    onResponse: (status, body) => {
      // A second join of the same email answers 200 too, without writing: none may happen here.
      if (status === 200 && body.includes('"alreadyJoined":true')) duplicates += 1;
    },
  };
  const load = { baseUrl: server.baseUrl, requests: [request], connections: WAITLIST.connections };
  if (options.warmupSeconds > 0) {
    options.log(`${kind}: warming up POST /api/waitlist ${options.warmupSeconds} s`);
    await runMaxThroughput({ ...load, seconds: options.warmupSeconds });
    // A query that waits its turn at the database: the warm-up's writes are all done.
    await settle(server, "/api/countries");
  }
  duplicates = 0;
  options.log(`${kind}: measuring POST /api/waitlist ${options.durationSeconds} s at max throughput`);
  const cpuBefore = server.cpuSeconds();
  const r = await runMaxThroughput({ ...load, seconds: options.durationSeconds, recordLatencies: true });
  const cpuAfter = server.cpuSeconds();
  const writes = r.latencies.length / r.seconds;
  const failed = r.non2xx + r.errors + r.timeouts + duplicates;
  const name = `${kind}: POST /api/waitlist, new emails (${WAITLIST.connections} connections)`;
  return [
    {
      suite: SUITE,
      measure: `${name}: writes per second`,
      figure: `${writes.toFixed(0)} writes/s`,
      bar: `≥ ${WAITLIST.barPerSecond} writes/s`,
      verdict: writes >= WAITLIST.barPerSecond ? "pass" : "fail",
      value: writes,
    },
    {
      suite: SUITE,
      measure: `${name}: p50 / p95`,
      figure: `${formatMs(r.p50)} / ${formatMs(r.p95)}`,
      bar: "",
      verdict: "info",
      value: r.p95,
    },
    {
      suite: SUITE,
      measure: `${name}: failed writes (non-2xx, errors, timeouts, not new)`,
      figure: `${failed} of ${r.sent}`,
      bar: "= 0",
      verdict: failed === 0 && r.sent > 0 ? "pass" : "fail",
      value: failed,
      details: { sent: r.sent, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, duplicates },
    },
    ...cpuRow(kind, name, cpuBefore, cpuAfter, r.answered),
  ];
}
