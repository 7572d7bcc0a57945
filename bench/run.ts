import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { jobsSearchSuite } from "./jobs-search";
import { CORES, hasTaskset } from "./lib/cpu";
import { formatTable } from "./lib/table";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";

/** Every suite, in the order they run; a new benchmark adds its module here. */
const SUITES: Suite[] = [jobsSearchSuite];

const USAGE = `Usage: npm run bench -- [--suite NAME]... [--warmup S] [--duration S] [--sizes N,N]
  --suite     run only these suites (${SUITES.map((s) => `"${s.name}"`).join(", ")})
  --warmup    seconds of discarded load before each measurement (default 3)
  --duration  seconds measured (default 10)
  --sizes     job counts for the jobs search (default 1000,100000)
Set DATABASE_URL=postgres://… to measure a PostgreSQL server as well (a throwaway database is
created on it and dropped at the end).`;

function parseOptions(): { options: BenchOptions; suites: Suite[] } | undefined {
  const { values } = parseArgs({
    options: {
      suite: { type: "string", multiple: true },
      warmup: { type: "string", default: "3" },
      duration: { type: "string", default: "10" },
      sizes: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) return undefined;
  const number = (text: string, what: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${what} must be a whole number, got "${text}"\n${USAGE}`);
    return n;
  };
  const suites = values.suite ? SUITES.filter((s) => values.suite?.includes(s.name)) : SUITES;
  if (suites.length === 0) throw new Error(`No suite named ${values.suite?.join(", ")}\n${USAGE}`);
  return {
    suites,
    options: {
      warmupSeconds: number(values.warmup, "--warmup"),
      durationSeconds: Math.max(1, number(values.duration, "--duration")),
      sizes: values.sizes?.split(",").map((s) => Math.max(1, number(s.trim(), "--sizes"))),
      log: (message) => console.error(`[bench] ${message}`),
    },
  };
}

/**
 * The load generator runs on core 0 and each server on core 1 (lib/cpu.ts): re-run this very
 * command under `taskset -c 0` once. Without taskset, or on one core, it runs unpinned.
 */
function pinToBenchCore(): boolean {
  if (!CORES || !hasTaskset() || process.env.BENCH_PINNED === "1") return false;
  const result = spawnSync(
    "taskset",
    ["-c", String(CORES.bench), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: "inherit", env: { ...process.env, BENCH_PINNED: "1" } },
  );
  process.exitCode = result.status ?? 1;
  return true;
}

async function main(): Promise<void> {
  const parsed = parseOptions();
  if (!parsed) {
    console.log(USAGE);
    return;
  }
  if (pinToBenchCore()) return;
  const { options, suites } = parsed;
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const rows: BenchRow[] = [];
  for (const suite of suites) {
    options.log(`suite "${suite.name}"`);
    try {
      rows.push(...(await suite.run(options)));
    } catch (error) {
      console.error(error);
      rows.push({
        suite: suite.name,
        measure: "ran to the end",
        figure: String((error as Error).message).split("\n")[0] ?? "",
        bar: "no error",
        verdict: "fail",
      });
    }
  }
  console.log(formatTable(rows));
  const failed = rows.filter((r) => r.verdict === "fail").length;
  console.log(failed === 0 ? "\nEvery bar met." : `\n${failed} bar(s) not met.`);
  const load = (l: number[]) => (l[0] ?? 0).toFixed(1);
  console.log(
    `Load average (1 min) at start ${load(loadAtStart)}, at end ${load(os.loadavg())}, on ${os.cpus().length} cores.`,
  );
  const file = saveResults(startedAt, loadAtStart, options, rows);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

/** A JSON copy with the machine it ran on; bench/results/ is git-ignored. */
function saveResults(
  startedAt: Date,
  loadAtStart: number[],
  options: BenchOptions,
  rows: BenchRow[],
): string {
  const dir = path.resolve("bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replaceAll(":", "-")}.json`);
  const machine = {
    cpus: os.cpus().map((c) => c.model),
    // 1, 5 and 15 minute load averages: figures from a busy machine are not comparable with a quiet one.
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
    node: process.version,
    pinned: process.env.BENCH_PINNED === "1",
    database: process.env.DATABASE_URL ? "embedded + PostgreSQL" : "embedded",
  };
  const { log: _log, ...settings } = options;
  fs.writeFileSync(
    file,
    `${JSON.stringify({ startedAt, finishedAt: new Date(), machine, settings, rows }, null, 2)}\n`,
  );
  return file;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
