import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { apiSuite } from "./api";
import { boardImportSuite } from "./board-import";
import { fromLinkSuite } from "./from-link";
import { hostileFeedSuite } from "./hostile-feed";
import { instancesSuite } from "./instances";
import { interactionsSuite } from "./interactions";
import { jobsSearchSuite } from "./jobs-search";
import { CORES, hasTaskset, runThisProcessOn } from "./lib/cpu";
import { SeededDatabases } from "./lib/databases";
import { stopAllProcesses } from "./lib/server";
import { formatTable, QUICK_NOTE } from "./lib/table";
import type { BenchOptions, BenchRow, Suite } from "./lib/types";
import { pagesSuite } from "./pages";
import { scaleSuite } from "./scale";
import { takeHomeSuite } from "./take-home";

/** Every suite, in the order they run; a new benchmark adds its module here. */
const SUITES: Suite[] = [
  jobsSearchSuite,
  apiSuite,
  scaleSuite,
  instancesSuite,
  pagesSuite,
  interactionsSuite,
  hostileFeedSuite,
  takeHomeSuite,
  fromLinkSuite,
  boardImportSuite,
];

const USAGE = `Usage: npm run bench -- [--suite NAME[,NAME]]... [--quick] [--warmup S] [--duration S]
                          [--sizes N,N] [--runs N]
  --suite     run only these suites: ${SUITES.map((s) => s.id).join(", ")} (default: all, in that order)
  --quick     a short run for checking the harness: 1 s warm-up, 3 s loads, 1,000 jobs, one
              Lighthouse run per page, three repetitions per interaction; the table says so
  --warmup    seconds of discarded load before each measurement (default 3)
  --duration  seconds measured (default 10)
  --sizes     job counts for the jobs search (default 1000,100000); the instances suite uses the largest;
              the scale suite measures PostgreSQL at these (default 1000,1000000), embedded at the largest
  --runs      Lighthouse runs per page and preset, repetitions per interaction (default 5)
Set DATABASE_URL=postgres://… to measure a PostgreSQL server as well (a throwaway database is
created on it and dropped at the end).`;

function parseOptions(): { options: BenchOptions; suites: Suite[] } | undefined {
  const { values } = parseArgs({
    options: {
      suite: { type: "string", multiple: true },
      quick: { type: "boolean", default: false },
      warmup: { type: "string" },
      duration: { type: "string" },
      sizes: { type: "string" },
      runs: { type: "string" },
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
  const wanted = values.suite?.flatMap((s) => s.split(",")).map((s) => s.trim().toLowerCase());
  const unknown = wanted?.filter((w) => !SUITES.some((s) => s.id === w || s.name === w)) ?? [];
  if (unknown.length > 0) throw new Error(`No suite named ${unknown.join(", ")}\n${USAGE}`);
  const suites = wanted ? SUITES.filter((s) => wanted.includes(s.id) || wanted.includes(s.name)) : SUITES;
  const quick = values.quick ?? false;
  return {
    suites,
    options: {
      quick,
      warmupSeconds: number(values.warmup ?? (quick ? "1" : "3"), "--warmup"),
      durationSeconds: Math.max(1, number(values.duration ?? (quick ? "3" : "10"), "--duration")),
      sizes: values.sizes?.split(",").map((s) => Math.max(1, number(s.trim(), "--sizes"))),
      runs: values.runs === undefined ? undefined : Math.max(1, number(values.runs, "--runs")),
      databases: new SeededDatabases(),
      log: (message) => console.error(`[bench] ${message}`),
    },
  };
}

async function main(): Promise<void> {
  const parsed = parseOptions();
  if (!parsed) {
    console.log(USAGE);
    return;
  }
  const { options, suites } = parsed;
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const rows: BenchRow[] = [];
  stopOnInterrupt(options);
  try {
    for (const suite of suites) {
      // A load generator keeps to its core (each server is started on the other); a browser may use all.
      const cores = suite.loadGenerator ? (CORES?.bench ?? "all") : "all";
      const pinned = runThisProcessOn(cores);
      options.log(
        `suite "${suite.name}"${pinned ? ` (on ${cores === "all" ? "every core" : `core ${cores}`})` : ""}`,
      );
      const suiteStarted = performance.now();
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
      options.log(`suite "${suite.name}" took ${formatDuration(performance.now() - suiteStarted)}`);
    }
  } finally {
    await options.databases.disposeAll();
  }
  if (options.quick) {
    for (const row of rows) row.suite = `${row.suite} (quick)`;
    console.log(`${QUICK_NOTE}\n`);
  }
  console.log(formatTable(rows));
  const failed = rows.filter((r) => r.verdict === "fail").length;
  console.log(failed === 0 ? "\nEvery bar met." : `\n${failed} bar(s) not met.`);
  const load = (l: number[]) => (l[0] ?? 0).toFixed(1);
  console.log(
    `Load average (1 min) at start ${load(loadAtStart)}, at end ${load(os.loadavg())}, on ${os.cpus().length} cores; took ${formatDuration(Date.now() - startedAt.getTime())}.`,
  );
  if (options.quick) console.log(QUICK_NOTE);
  const file = saveResults(startedAt, loadAtStart, options, rows);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

/**
 * Ctrl-C (or a kill) ends the run at once, but not before every server it started has stopped and
 * its throwaway databases are gone. Later signals while that happens are ignored: a second Ctrl-C
 * would otherwise leave them behind.
 */
function stopOnInterrupt(options: BenchOptions): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      options.log(`${signal}: stopping the servers and removing the databases`);
      void stopAllProcesses()
        .then(() => options.databases.disposeAll())
        .catch((error: unknown) => console.error(error))
        .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
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
    // Load generators on core 0 and servers on core 1 (taskset); browsers on every core.
    pinned: CORES !== undefined && hasTaskset(),
    database: process.env.DATABASE_URL ? "embedded + PostgreSQL" : "embedded",
  };
  const { log: _log, databases: _databases, ...settings } = options;
  fs.writeFileSync(
    file,
    `${JSON.stringify({ startedAt, finishedAt: new Date(), machine, settings, rows }, null, 2)}\n`,
  );
  return file;
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
