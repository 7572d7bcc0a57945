import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type Flags } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium-path.mjs";
import type { BenchRow, Suite } from "./lib/types";
import { startWebServer, type WebServer } from "./lib/web";

const SUITE = "pages";
const RUNS = 5;
const QUICK_RUNS = 1;

/**
 * The pages docs/architecture.md holds to the Lighthouse bars, by name, with the path each opens;
 * all of them are public (a visitor's view).
 */
const PAGES: Record<string, (server: WebServer) => string> = {
  "/": () => "/",
  "/jobs": () => "/jobs",
  "/jobs/{id}": (server) => `/jobs/${server.jobId}`,
  "/countries": () => "/countries",
  "/countries?view=map": () => "/countries?view=map",
  "/compare": () => "/compare",
  "/companies/{id}": (server) => `/companies/${server.companyId}`,
  "/methodology": () => "/methodology",
};

interface Preset {
  name: "mobile" | "desktop";
  /** undefined: Lighthouse's default configuration, the mobile preset (Moto G Power, slow 4G, 4× CPU). */
  config: Config | undefined;
  performanceBar: number;
}

const PRESETS: Preset[] = [
  { name: "mobile", config: undefined, performanceBar: 100 },
  { name: "desktop", config: desktopConfig, performanceBar: 100 },
];
const ACCESSIBILITY_BAR = 100;
/** A run Lighthouse could not finish (NO_NAVSTART, NO_FCP: a busy machine) is tried this often more. */
const RETRIES = 2;
const CLS_BAR = 0.03;

/** One Lighthouse run's figures: scores 0–100, CLS unitless, LCP and TBT in ms. */
interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
}

/**
 * Lighthouse 12 (Node API, the system Chromium started by chrome-launcher, new headless) against
 * the production build served by the real server: every page in each preset, `runs` times, pages
 * interleaved so a busier moment of the machine does not land on one page; each figure is the
 * median of its runs.
 */
export const pagesSuite: Suite = {
  id: "pages",
  name: SUITE,
  loadGenerator: false,
  async run(options) {
    const chromePath = findChromium();
    if (!chromePath) throw new Error("No Chromium found (set CHROMIUM_PATH, or apt-get install chromium)");
    const runs = options.runs ?? (options.quick ? QUICK_RUNS : RUNS);
    const server = await startWebServer(options.log);
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
      });
      const rows: BenchRow[] = [];
      const pages = Object.keys(PAGES);
      for (const preset of PRESETS) {
        const results = new Map<string, Figures[]>(pages.map((page) => [page, []]));
        const failures = new Map<string, string[]>(pages.map((page) => [page, []]));
        for (let run = 1; run <= runs; run += 1) {
          for (const [page, path] of Object.entries(PAGES)) {
            const url = `${server.baseUrl}${path(server)}`;
            options.log(`${preset.name} ${page}: Lighthouse run ${run} of ${runs}`);
            const outcome = await auditWithRetries(url, chrome.port, preset, options.log);
            if (typeof outcome === "string") failures.get(page)?.push(outcome);
            else results.get(page)?.push(outcome);
          }
        }
        for (const page of pages) {
          rows.push(...figureRows(preset, page, results.get(page) ?? [], failures.get(page) ?? []));
        }
      }
      return rows;
    } finally {
      chrome?.kill();
      await server.stop();
    }
  },
};

/** The run's figures, or why it failed every time. */
async function auditWithRetries(
  url: string,
  port: number,
  preset: Preset,
  log: (message: string) => void,
): Promise<Figures | string> {
  let reason = "";
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      return await audit(url, port, preset);
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      log(`  ${reason}${attempt < RETRIES ? "; again" : ""}`);
    }
  }
  return reason;
}

async function audit(url: string, port: number, preset: Preset): Promise<Figures> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  };
  const result = await lighthouse(url, flags, preset.config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? Number.NaN));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: metric("cumulative-layout-shift"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function figureRows(preset: Preset, page: string, runs: Figures[], failures: string[]): BenchRow[] {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  const name = `${preset.name} ${page}`;
  const what = runs.length <= 1 ? "" : ` (median of ${runs.length})`;
  const failed: BenchRow[] =
    failures.length === 0
      ? []
      : [
          {
            suite: SUITE,
            measure: `${name}: Lighthouse runs that failed ${RETRIES + 1} times`,
            figure: `${failures.length} of ${failures.length + runs.length}: ${failures[0]}`,
            bar: "= 0",
            verdict: "fail",
            value: failures.length,
            details: { failures },
          },
        ];
  const row = (
    measure: string,
    value: number,
    figure: string,
    bar: string,
    pass: boolean | undefined,
  ): BenchRow => ({
    suite: SUITE,
    measure: `${name}: ${measure}${what}`,
    figure,
    bar,
    verdict: pass === undefined ? "info" : pass ? "pass" : "fail",
    value,
  });
  const performance = of((f) => f.performance);
  const accessibility = of((f) => f.accessibility);
  const cls = of((f) => f.cls);
  const lcp = of((f) => f.lcp);
  const tbt = of((f) => f.tbt);
  if (runs.length === 0) return failed;
  return [
    ...failed,
    {
      ...row(
        "performance",
        performance,
        String(performance),
        `≥ ${preset.performanceBar}`,
        performance >= preset.performanceBar,
      ),
      details: { runs },
    },
    row(
      "accessibility",
      accessibility,
      String(accessibility),
      `= ${ACCESSIBILITY_BAR}`,
      accessibility >= ACCESSIBILITY_BAR,
    ),
    row("CLS", cls, cls.toFixed(3), `≤ ${CLS_BAR}`, cls <= CLS_BAR),
    row("LCP", lcp, `${(lcp / 1000).toFixed(2)} s`, "", undefined),
    row("TBT", tbt, `${Math.round(tbt)} ms`, "", undefined),
  ];
}
