import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium-path.mjs";
import type { BenchRow, Suite } from "./lib/types";
import { startWebServer, type WebServer } from "./lib/web";

const SUITE = "interactions";
const REPETITIONS = 5;
const QUICK_REPETITIONS = 3;
/** The requirement: every interaction answers within 100 ms with the CPU throttled 4×. */
const BAR_MS = 100;
const CPU_SLOWDOWN = 4;
/** The Event Timing API reports no event shorter than this (its smallest durationThreshold). */
const THRESHOLD_MS = 16;
const VIEWPORT = { width: 1280, height: 800 };
const DEMO = { username: "demo", password: "demo1234" };

interface Interaction {
  name: string;
  /** Who is signed in. */
  as: "visitor" | "demo";
  /** Opens the page and waits until it is settled and ready for the interaction. */
  prepare(page: Page, server: WebServer): Promise<void>;
  /** The interaction itself: one trusted input (keyboard or pointer), as a person would. */
  act(page: Page): Promise<void>;
  /** Resolves once the interaction's visible result is there (so the measurement is complete). */
  done(page: Page): Promise<void>;
}

const SEARCH_BOX = "Search job titles, companies, or skills";

const INTERACTIONS: Interaction[] = [
  {
    name: "/jobs: type a character in the search box",
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      // Focused beforehand: the measured interaction is the keystroke alone.
      await page.getByPlaceholder(SEARCH_BOX).focus();
    },
    act: (page) => page.keyboard.press("e"),
    done: (page) => activeValue(page, { is: "e" }),
  },
  {
    name: "/jobs: toggle Visa Sponsorship Only",
    as: "visitor",
    prepare: openJobs,
    act: (page) => page.getByLabel("Visa Sponsorship Only").click(),
    done: (page) => page.getByRole("checkbox", { name: "Visa Sponsorship Only", checked: true }).waitFor(),
  },
  {
    name: "/jobs: choose an Employment Type (keyboard)",
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      await page.getByLabel("Employment Type").focus();
    },
    // A closed select steps to its next option on ArrowDown, firing change (as on Windows and Linux).
    act: (page) => page.keyboard.press("ArrowDown"),
    done: (page) => activeValue(page, { not: "all" }),
  },
  {
    name: "/my-referrals messages: open a conversation",
    as: "demo",
    async prepare(page, server) {
      await page.goto(`${server.baseUrl}/my-referrals?tab=messages`);
      await conversations(page).first().waitFor();
      await page.waitForLoadState("networkidle");
    },
    act: (page) => conversations(page).first().click(),
    done: (page) => page.getByRole("region", { name: /^Conversation with / }).waitFor(),
  },
];

/** Waits until the focused field's value is `is` (or is no longer `not`). */
async function activeValue(page: Page, expected: { is: string } | { not: string }): Promise<void> {
  await page.waitForFunction((e) => {
    const value = (document.activeElement as HTMLInputElement | null)?.value;
    return "is" in e ? value === e.is : value !== undefined && value !== e.not;
  }, expected);
}

function conversations(page: Page) {
  return page.getByRole("list", { name: "Conversations" }).getByRole("button");
}

async function openJobs(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/jobs`);
  await page.getByRole("region", { name: "Job results" }).getByRole("article").first().waitFor();
  await page.waitForLoadState("networkidle");
}

/**
 * Interaction latency as INP counts it, in Playwright with the system Chromium: for each
 * interaction, a fresh page is opened and settled, the CPU is throttled 4× (DevTools protocol
 * `Emulation.setCPUThrottlingRate`), one trusted input is sent, and the Event Timing API
 * (PerformanceObserver type "event", durationThreshold 16, buffered, registered as the page
 * starts) reports the longest event of that interaction: from the input to the next paint after
 * its handlers ran.
 */
export const interactionsSuite: Suite = {
  id: "interactions",
  name: SUITE,
  loadGenerator: false,
  async run(options) {
    const executablePath = findChromium();
    if (!executablePath)
      throw new Error("No Chromium found (set CHROMIUM_PATH, or apt-get install chromium)");
    const repetitions = options.runs ?? (options.quick ? QUICK_REPETITIONS : REPETITIONS);
    const server = await startWebServer(options.log);
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
      const contexts = {
        visitor: await browser.newContext({ viewport: VIEWPORT }),
        demo: await signedIn(browser, server),
      };
      for (const context of Object.values(contexts)) await context.addInitScript(RECORD_EVENTS);
      const rows: BenchRow[] = [];
      for (const interaction of INTERACTIONS) {
        const durations: number[] = [];
        for (let i = 1; i <= repetitions; i += 1) {
          options.log(`${interaction.name}: ${i} of ${repetitions}`);
          durations.push(await measure(contexts[interaction.as], server, interaction));
        }
        rows.push(...interactionRows(interaction, durations));
      }
      return rows;
    } finally {
      await browser?.close();
      await server.stop();
    }
  },
};

/** The demo person's context, signed in once through the API (the cookie is the context's). */
async function signedIn(browser: Browser, server: WebServer): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.baseUrl });
  const res = await context.request.post("/api/auth/login", { data: DEMO });
  if (res.status() !== 200) throw new Error(`Signing in as demo failed: ${res.status()} ${await res.text()}`);
  return context;
}

/** One repetition: the interaction's duration in ms, or 0 when no event reached 16 ms. */
async function measure(
  context: BrowserContext,
  server: WebServer,
  interaction: Interaction,
): Promise<number> {
  const page = await context.newPage();
  try {
    await interaction.prepare(page, server);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const since = Number(await page.evaluate("performance.now()"));
    await interaction.act(page);
    await interaction.done(page);
    // Event Timing entries are queued after the next paint and delivered to observers later still.
    await page.waitForTimeout(1000);
    const events = (await page.evaluate("window.__benchEvents")) as EventRecord[];
    const duration = Math.max(0, ...events.filter((e) => e.startTime >= since).map((e) => e.duration));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
    return duration;
  } finally {
    await page.close();
  }
}

/**
 * Added to every page before its own scripts: records each Event Timing entry of an interaction
 * (interactionId > 0) of at least THRESHOLD_MS. Registered at the start, as web-vitals does: an
 * observer registered only after the input does not reliably get the entries back from the
 * buffer. Plain JavaScript in a string, as code compiled by tsx carries helper calls that do not
 * exist in the page.
 */
const RECORD_EVENTS = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId > 0) {
        window.__benchEvents.push({ name: e.name, startTime: e.startTime, duration: e.duration });
      }
    }
  }).observe({ type: "event", durationThreshold: ${THRESHOLD_MS}, buffered: true });
`;

interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
}

function formatDuration(ms: number): string {
  return ms < THRESHOLD_MS ? `< ${THRESHOLD_MS} ms` : `${Math.round(ms)} ms`;
}

function interactionRows(interaction: Interaction, durations: number[]): BenchRow[] {
  const sorted = [...durations].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  const max = sorted.at(-1) ?? Number.NaN;
  const name = `${interaction.name}, CPU ${CPU_SLOWDOWN}× slower`;
  return [
    {
      suite: SUITE,
      measure: `${name}: median of ${durations.length}`,
      figure: formatDuration(median),
      bar: "",
      verdict: "info",
      value: median,
      details: { durations },
    },
    {
      // Every interaction must stay under the bar, so it is held by the slowest repetition.
      suite: SUITE,
      measure: `${name}: max of ${durations.length}`,
      figure: formatDuration(max),
      bar: `≤ ${BAR_MS} ms`,
      verdict: max <= BAR_MS ? "pass" : "fail",
      value: max,
    },
  ];
}
