/**
 * Login flood: does a password-guessing flood slow everyone else down?
 *
 * Starts the real server (as the benchmarks do: bench/lib/server.ts) on a fresh embedded database
 * with the demo data and generated jobs, then measures the job search at the benchmark's rate
 * (bench/jobs-search.ts: the same searches, 100 req/s, warm-up discarded) twice: alone, and while
 * a separate autocannon process floods POST /api/auth/login with wrong passwords from many
 * connections as fast as the server answers. Prints both p95 figures, the share of flood requests
 * answered 429 (the per-address and per-account limits), and whether the search p95 stays within
 * its benchmark bar (docs/architecture.md: embedded, 100k jobs, p95 ≤ 50 ms at 100 req/s).
 *
 * The bar is reported, not enforced: timings on a shared machine are noise. The exit code is 1
 * only when something failed: a search not answered 2xx, a connection error, a 5xx answer to the
 * flood, or a flood that got no answer. Time-outs (a client giving up after 10 s on a server that
 * fell behind) are reported with the answered rates, as figures.
 *
 * Machine-readable results are printed as one line starting with `FIGURE login-flood` (see
 * scripts/test-security.mjs).
 *
 *   npx tsx scripts/security/login-flood.ts [--jobs 100000] [--duration 10] [--warmup 3]
 *                                           [--connections 50] [--flood-rate 0]
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { HEADERS, SEARCH_PATHS } from "../../bench/jobs-search";
import { CORES, hasTaskset } from "../../bench/lib/cpu";
import { embeddedDatabase, seed } from "../../bench/lib/databases";
import { type LoadResult, runFixedRate } from "../../bench/lib/load";
import { formatMs } from "../../bench/lib/percentile";
import { startServer } from "../../bench/lib/server";

/** The benchmark's embedded target (bench/jobs-search.ts, docs/architecture.md quality bars). */
const SEARCH_RATE = 100;
const SEARCH_STREAMS = 50;
const P95_BAR_MS = 50;
const BAR_JOBS = 100_000;

interface FloodResult {
  total: number;
  byStatus: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
}

const log = (message: string) => console.error(`[login-flood] ${message}`);

function options() {
  const { values } = parseArgs({
    options: {
      jobs: { type: "string", default: String(BAR_JOBS) },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      connections: { type: "string", default: "50" },
      "flood-rate": { type: "string", default: "0" },
    },
  });
  const whole = (text: string, name: string, min: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be a whole number ≥ ${min}, got "${text}"`);
    return n;
  };
  return {
    jobs: whole(values.jobs, "jobs", 0),
    duration: whole(values.duration, "duration", 1),
    warmup: whole(values.warmup, "warmup", 0),
    connections: whole(values.connections, "connections", 1),
    floodRate: whole(values["flood-rate"], "flood-rate", 0),
  };
}

/**
 * autocannon in a process of its own (on the load generator's core), so the flood does not share
 * an event loop with the search load whose response times are being measured.
 */
function flood(baseUrl: string, seconds: number, connections: number, rate: number): Promise<FloodResult> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [
    cli,
    "--json",
    "--no-progress",
    ...["-c", String(connections), "-d", String(seconds), "-t", "10", "-m", "POST"],
    ...["-H", "content-type=application/json"],
    ...["-b", JSON.stringify({ username: "demo", password: "not-the-password" })],
    ...(rate > 0 ? ["-R", String(rate)] : []),
    `${baseUrl}/api/auth/login`,
  ];
  const [command, ...rest] =
    CORES && hasTaskset()
      ? ["taskset", "-c", String(CORES.bench), process.execPath, ...args]
      : [process.execPath, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, rest, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim()}`));
      try {
        const r = JSON.parse(out) as {
          requests: { total: number };
          statusCodeStats?: Record<string, { count: number }>;
          errors: number;
          timeouts: number;
          duration: number;
        };
        const byStatus = Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([status, s]) => [status, s.count]),
        );
        const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
        resolve({ total, byStatus, errors: r.errors, timeouts: r.timeouts, seconds: r.duration });
      } catch (error) {
        reject(new Error(`could not read autocannon's result: ${(error as Error).message}`));
      }
    });
  });
}

/** autocannon counts a time-out as an error too; these are the other errors (refused, reset). */
function connectionErrors(r: { errors: number; timeouts: number }): number {
  return r.errors - r.timeouts;
}

async function main(): Promise<number> {
  const o = options();
  const database = embeddedDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    log(`seeding the demo data and jobs up to ${o.jobs.toLocaleString("en-US")}`);
    await seed(database, o.jobs, log);
    log("starting the server");
    // The searches come from 50 visitors (X-Forwarded-For, believed from the one hop in front), each
    // well within the per-address search limit; the flood, without the header, is one address.
    server = await startServer({ env: { ...database.serverEnv, TRUST_PROXY: "1" }, cpu: CORES?.server });
    const load = {
      baseUrl: server.baseUrl,
      paths: SEARCH_PATHS,
      rate: SEARCH_RATE,
      streams: SEARCH_STREAMS,
      clientPerStream: true,
    };

    log(`search alone: ${o.warmup} s warm-up, ${o.duration} s measured at ${SEARCH_RATE} req/s`);
    if (o.warmup > 0) await runFixedRate({ ...load, seconds: o.warmup, headers: HEADERS });
    const alone = await runFixedRate({ ...load, seconds: o.duration, headers: HEADERS });

    log(`search under a login flood (${o.connections} connections, ${o.floodRate || "unlimited"} req/s)`);
    const flooding = flood(server.baseUrl, o.warmup + o.duration + 1, o.connections, o.floodRate);
    await new Promise((r) => setTimeout(r, o.warmup * 1000));
    const underFlood = await runFixedRate({ ...load, seconds: o.duration, headers: HEADERS });
    const floodResult = await flooding;

    const limited = floodResult.byStatus["429"] ?? 0;
    const flood5xx = Object.entries(floodResult.byStatus)
      .filter(([status]) => status.startsWith("5"))
      .reduce((sum, [, n]) => sum + n, 0);
    const share = floodResult.total > 0 ? limited / floodResult.total : 0;
    const within = (r: LoadResult) => (r.p95 <= P95_BAR_MS ? "yes" : "no");
    const barApplies = o.jobs >= BAR_JOBS;

    console.log(`Login flood, embedded database, ${o.jobs.toLocaleString("en-US")} jobs`);
    console.log(
      `  search p95 alone        ${formatMs(alone.p95)} (p50 ${formatMs(alone.p50)}, ${alone.achievedRate.toFixed(1)} req/s answered)`,
    );
    console.log(
      `  search p95 under flood  ${formatMs(underFlood.p95)} (p50 ${formatMs(underFlood.p50)}, ${underFlood.achievedRate.toFixed(1)} req/s answered)`,
    );
    console.log(
      `  bar (embedded)          p95 ≤ ${P95_BAR_MS} ms at ${SEARCH_RATE} req/s${barApplies ? "" : ` (held at ${BAR_JOBS.toLocaleString("en-US")} jobs)`}`,
    );
    console.log(`  within the bar          alone: ${within(alone)}, under flood: ${within(underFlood)}`);
    console.log(
      `  flood                   ${floodResult.total.toLocaleString("en-US")} answers in ${floodResult.seconds} s (${(floodResult.total / floodResult.seconds).toFixed(0)} req/s), ${(100 * share).toFixed(2)}% answered 429`,
    );
    console.log(`  flood answers by status ${JSON.stringify(floodResult.byStatus)}`);
    console.log(
      `  search not 2xx          alone ${alone.non2xx}, under flood ${underFlood.non2xx}; flood 5xx ${flood5xx}`,
    );
    console.log(
      `  connection errors       search ${connectionErrors(alone) + connectionErrors(underFlood)}, flood ${connectionErrors(floodResult)}`,
    );
    // A time-out (10 s) is the client giving up on a server that is behind, not a wrong answer.
    console.log(
      `  time-outs (10 s)        search alone ${alone.timeouts}, under flood ${underFlood.timeouts}; flood ${floodResult.timeouts}`,
    );
    console.log(
      [
        "FIGURE login-flood",
        `jobs=${o.jobs}`,
        `search_rate=${SEARCH_RATE}`,
        `p95_alone_ms=${alone.p95.toFixed(1)}`,
        `p95_flood_ms=${underFlood.p95.toFixed(1)}`,
        `bar_ms=${P95_BAR_MS}`,
        `within_bar_alone=${within(alone)}`,
        `within_bar_flood=${within(underFlood)}`,
        `flood_requests=${floodResult.total}`,
        `flood_rps=${(floodResult.total / floodResult.seconds).toFixed(0)}`,
        `flood_429_pct=${(100 * share).toFixed(2)}`,
        `flood_5xx=${flood5xx}`,
        `search_non2xx=${alone.non2xx + underFlood.non2xx}`,
        `errors=${connectionErrors(alone) + connectionErrors(underFlood) + connectionErrors(floodResult)}`,
        `timeouts=${alone.timeouts + underFlood.timeouts + floodResult.timeouts}`,
        `search_answered_rps_alone=${alone.achievedRate.toFixed(1)}`,
        `search_answered_rps_flood=${underFlood.achievedRate.toFixed(1)}`,
      ].join(" "),
    );
    if (floodResult.total === 0)
      console.log("  the flood got no answer at all: nothing was measured under flood");
    const failed =
      alone.non2xx +
      underFlood.non2xx +
      flood5xx +
      connectionErrors(alone) +
      connectionErrors(underFlood) +
      connectionErrors(floodResult) +
      (floodResult.total === 0 ? 1 : 0);
    return failed > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`[login-flood] ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  },
);
