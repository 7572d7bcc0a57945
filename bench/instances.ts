import os from "node:os";
import type autocannon from "autocannon";
import { HEADERS, SEARCH_PATHS } from "./jobs-search";
import { type Cluster, type Instance, startCluster } from "./lib/cluster";
import { CORES } from "./lib/cpu";
import { type CpuGroup, type CpuShares, coresOf, cpuShares, postgresPids, sampleCpu } from "./lib/cpu-shares";
import { type LoadResult, runMaxThroughput } from "./lib/load";
import { formatMs } from "./lib/percentile";
import { settle } from "./lib/server";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

const SUITE = "instances";
/** The job search's bar size; the country list counts the jobs of every country. */
const JOBS = 100_000;
const QUICK_JOBS = 1_000;
const INSTANCE_COUNTS = [1, 2];
/**
 * Saturation: more connections than the instances' database pools together (10 each), so every
 * instance always has work queued; the same for every count, so only the instances differ.
 */
const CONNECTIONS = 32;

interface Load {
  name: string;
  requests: autocannon.Request[];
  /** A request that waits its turn behind what a load left queued (see `settle`). */
  settlePath: string;
}

const LOADS: Load[] = [
  {
    name: "job search",
    requests: SEARCH_PATHS.map((path) => ({ method: "GET", path })),
    settlePath: SEARCH_PATHS[0] ?? "/api/jobs",
  },
  {
    name: "country list",
    requests: [{ method: "GET", path: "/api/countries" }],
    settlePath: "/api/countries",
  },
];

interface Measured {
  load: LoadResult;
  /** 2xx answers a second. */
  rate: number;
  /** 2xx answers each instance sent during the measurement, in start order. */
  perInstance: number[];
  shares: CpuShares | undefined;
}

export const instancesSuite: Suite = {
  id: "instances",
  name: SUITE,
  loadGenerator: true,
  async run(options) {
    const url = process.env.DATABASE_URL;
    if (!url?.startsWith("postgres")) {
      return [
        {
          suite: SUITE,
          measure: "skipped",
          figure:
            "DATABASE_URL names no PostgreSQL server (instances share one; the embedded database is one process's)",
          bar: "",
          verdict: "info",
        },
      ];
    }
    const size = options.sizes ? Math.max(...options.sizes) : options.quick ? QUICK_JOBS : JOBS;
    const { database, jobs } = await options.databases.get("PostgreSQL", size, options.log);
    const name = `PostgreSQL, ${jobs.toLocaleString("en-US")} jobs`;
    const rows: BenchRow[] = [];
    const results = new Map<number, Map<string, Measured>>();
    for (const count of INSTANCE_COUNTS) {
      const label = instancesLabel(count);
      options.log(`${name}: starting ${label} behind the cluster balancer`);
      let cluster: Cluster | undefined;
      try {
        // The load comes from one address: every limit as high as it goes, as for the job search.
        cluster = await startCluster({
          instances: count,
          env: { ...database.serverEnv, RATE_LIMIT_SCALE: "10000" },
          cpu: CORES?.server,
          instanceCores: instanceCores(count),
        });
        rows.push(placementRow(`${name}, ${label}`, cluster, isLocal(url)));
        const measured = new Map<string, Measured>();
        const groups = cpuGroups(cluster, isLocal(url));
        for (const load of LOADS) {
          measured.set(
            load.name,
            await measure(cluster, load, groups, `${label}: the ${load.name}`, options),
          );
        }
        results.set(count, measured);
      } catch (error) {
        // The other count may still run; this one's failure is in the table and, whole, here.
        console.error(error);
        rows.push({
          suite: SUITE,
          measure: `${name}, ${label}: ran to the end`,
          figure: String((error as Error).message).split("\n")[0] ?? "",
          bar: "no error",
          verdict: "fail",
        });
      } finally {
        await cluster?.stop();
      }
    }
    for (const load of LOADS) rows.push(...loadRows(load, results));
    return rows;
  },
};

/**
 * The instances take the cores after the load generator's, in turn. On two cores that is core 1
 * for every instance: a second instance gets no core of its own there (see bench/README.md).
 */
function instanceCores(count: number): number[] | undefined {
  if (!CORES) return undefined;
  const first = CORES.server;
  return Array.from({ length: count }, (_, i) => first + (i % (os.cpus().length - first)));
}

async function measure(
  cluster: Cluster,
  load: Load,
  groups: readonly CpuGroup[],
  label: string,
  options: BenchOptions,
): Promise<Measured> {
  const settings = {
    baseUrl: cluster.baseUrl,
    requests: load.requests,
    connections: CONNECTIONS,
    headers: HEADERS,
  };
  if (options.warmupSeconds > 0) {
    options.log(`${label}: warming up ${options.warmupSeconds} s`);
    await runMaxThroughput({ ...settings, seconds: options.warmupSeconds });
    await settle(cluster, load.settlePath);
  }
  options.log(`${label}: measuring ${options.durationSeconds} s at saturation`);
  const countsBefore = await cluster.instances();
  const cpuBefore = sampleCpu(groups);
  const result = await runMaxThroughput({
    ...settings,
    seconds: options.durationSeconds,
    recordLatencies: true,
  });
  const cpuAfter = sampleCpu(groups);
  const countsAfter = await cluster.instances();
  await settle(cluster, load.settlePath);
  return {
    load: result,
    rate: result.latencies.length / result.seconds,
    perInstance: cluster.pids.map((pid) => answered(countsAfter, pid) - answered(countsBefore, pid)),
    shares: cpuShares(cpuBefore, cpuAfter),
  };
}

function answered(instances: readonly Instance[], pid: number): number {
  return instances.find((i) => i.pid === pid)?.answers?.ok ?? 0;
}

/**
 * Each instance on its own; the database server when it runs on this machine (every `postgres`
 * process, its background workers included); this process (autocannon); the balancer.
 */
function cpuGroups(cluster: Cluster, localDatabase: boolean): CpuGroup[] {
  return [
    ...cluster.pids.map((pid, i) => ({ name: `instance ${i + 1}`, pids: () => [pid] })),
    ...(localDatabase ? [{ name: "PostgreSQL", pids: postgresPids }] : []),
    { name: "load generator", pids: () => [process.pid] },
    { name: "balancer", pids: () => [cluster.primary.pid] },
  ];
}

/** Which cores each process may run on, as the kernel has it. */
function placementRow(name: string, cluster: Cluster, localDatabase: boolean): BenchRow {
  const cores = (pids: readonly number[]) => [...new Set(pids.map((pid) => coresOf(pid) ?? "?"))].join(", ");
  const database = postgresPids();
  const placement = {
    "load generator": cores([process.pid]),
    balancer: cores([cluster.primary.pid]),
    instances: cluster.pids.map((pid) => coresOf(pid) ?? "?").join(" + "),
    PostgreSQL: localDatabase && database.length > 0 ? cores(database) : "not on this machine",
  };
  return {
    suite: SUITE,
    measure: `${name}: cores of each process (of ${os.cpus().length})`,
    figure: Object.entries(placement)
      .map(([what, where]) => `${what} ${where}`)
      .join("; "),
    bar: "",
    verdict: "info",
    details: { ...placement, pids: { instances: cluster.pids, balancer: cluster.primary.pid } },
  };
}

function loadRows(load: Load, results: Map<number, Map<string, Measured>>): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const count of INSTANCE_COUNTS) {
    const m = results.get(count)?.get(load.name);
    if (!m) continue;
    const name = `${load.name}, ${instancesLabel(count)}`;
    const r = m.load;
    const failed = r.non2xx + r.errors + r.timeouts;
    const everyOneAnswered = m.perInstance.every((n) => n > 0);
    rows.push(
      {
        suite: SUITE,
        measure: `${name}: throughput, p50 / p95 (${CONNECTIONS} connections)`,
        figure: `${Math.round(m.rate).toLocaleString("en-US")} req/s, ${formatMs(r.p50)} / ${formatMs(r.p95)}`,
        bar: "",
        verdict: "info",
        value: m.rate,
        details: { p50: r.p50, p95: r.p95, p99: r.p99, seconds: r.seconds },
      },
      {
        suite: SUITE,
        measure: `${name}: failed (non-2xx, errors, timeouts); answers per instance`,
        figure: `${failed} of ${r.sent.toLocaleString("en-US")}; ${m.perInstance.map((n) => n.toLocaleString("en-US")).join(" + ")}`,
        bar: "= 0; each > 0",
        verdict: failed === 0 && r.sent > 0 && everyOneAnswered ? "pass" : "fail",
        value: failed,
        details: {
          sent: r.sent,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          perInstance: m.perInstance,
        },
      },
    );
    if (m.shares) {
      rows.push({
        suite: SUITE,
        measure: `${name}: share of the machine's CPU (${os.cpus().length} cores)`,
        figure: formatShares(m.shares),
        bar: "",
        verdict: "info",
        details: { ...m.shares },
      });
    }
  }
  const one = results.get(1)?.get(load.name);
  const two = results.get(2)?.get(load.name);
  if (one && two && one.rate > 0) {
    rows.push({
      suite: SUITE,
      measure: `${load.name}: throughput, 2 instances ÷ 1`,
      figure: `${(two.rate / one.rate).toFixed(2)}×`,
      bar: "",
      verdict: "info",
      value: two.rate / one.rate,
    });
  }
  return rows;
}

/** "instances 40% (21 + 19), PostgreSQL 30%, load generator 15%, balancer 0%, other 2%, idle 13%". */
function formatShares(shares: CpuShares): string {
  const percent = (share: number) => Math.round(100 * share);
  const instances = shares.groups.filter((g) => g.name.startsWith("instance "));
  const total = instances.reduce((s, g) => s + g.share, 0);
  const parts = instances.length > 1 ? ` (${instances.map((g) => percent(g.share)).join(" + ")})` : "";
  return [
    `instances ${percent(total)}%${parts}`,
    ...shares.groups.filter((g) => !instances.includes(g)).map((g) => `${g.name} ${percent(g.share)}%`),
    `other ${percent(shares.other)}%`,
    `idle ${percent(shares.idle)}%`,
  ].join(", ");
}

/** Whether the database server runs on this machine, so its processes are the ones in /proc. */
function isLocal(databaseUrl: string): boolean {
  const host = new URL(databaseUrl).hostname;
  return ["", "localhost", "127.0.0.1", "[::1]"].includes(host);
}

function instancesLabel(count: number): string {
  return count === 1 ? "1 instance" : `${count} instances`;
}
