import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium-path.mjs";
import type { BenchRow, Suite } from "./lib/types";
import { startWebServer, type WebServer } from "./lib/web";

const SUITE = "interactions";
const REPETITIONS = 5;
const QUICK_REPETITIONS = 3;
/** The requirement: every interaction of the main journeys answers within 100 ms with the CPU throttled 6×. */
const BAR_MS = 100;
const CPU_SLOWDOWN = 6;
/** The Event Timing API reports no event shorter than this (its smallest durationThreshold). */
const THRESHOLD_MS = 16;
const VIEWPORT = { width: 1280, height: 800 };
/** Resolves in the page once its next frame has been drawn. */
const AFTER_NEXT_FRAME = "new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))";
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
  /** Measures the machine, not the app: shown for information, held to no bar. */
  reference?: true;
}

const SEARCH_BOX = "Search job titles, companies, or skills";
const RESULTS = "Job results";
const SENT_MESSAGE = "Thanks, this bench message is on its way.";

/** What a repetition's prepare noted for its done (a count, an index, a value). */
const noted = new WeakMap<Page, string>();

/**
 * What the browser itself costs on this machine: a keystroke into the one text field of a page with
 * no script and no style, throttled the same. Every interaction of the app pays at least this much,
 * so it tells how much of the bar is left for the app on the machine the figures come from.
 */
const FLOOR: Interaction = {
  name: "a bare page with one text field (no app): type a character",
  as: "visitor",
  reference: true,
  async prepare(page, server) {
    const url = `${server.baseUrl}/bench-floor`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Floor</title><label>Text <input type="text"></label></html>',
      }),
    );
    await page.goto(url);
    await page.getByLabel("Text").focus();
  },
  act: (page) => page.keyboard.press("e"),
  done: (page) => activeValue(page, { is: "e" }),
};

const INTERACTIONS: Interaction[] = [
  FLOOR,
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
  selectStep("/jobs: choose a Country (keyboard)", "Country", "all"),
  selectStep("/jobs: choose an Employment Type (keyboard)", "Employment Type", "all"),
  selectStep("/jobs: choose a Work Type (keyboard)", "Work Type", "all"),
  {
    name: "/jobs: toggle Visa Sponsorship Only",
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      await pointAt(page.getByLabel("Visa Sponsorship Only"));
    },
    act: press,
    done: (page) => page.getByRole("checkbox", { name: "Visa Sponsorship Only", checked: true }).waitFor(),
  },
  // Sort by is offered to a signed-in person only (best match needs someone to match).
  { ...selectStep("/jobs: choose Sort by (keyboard)", "Sort by", "newest"), as: "demo" },
  {
    name: "/jobs: Load more jobs",
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      noted.set(page, String(await jobCards(page).count()));
      await pointAt(page.getByRole("button", { name: "Load more jobs" }));
    },
    act: press,
    done: (page) => moreThan(jobCards(page), Number(noted.get(page))),
  },
  {
    name: "/jobs: open a job from the list",
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      noted.set(page, await firstJobTitle(page).innerText());
      // Resting on the title gets the job's page ready (its code and data), as for a person.
      await pointAt(firstJobTitle(page));
    },
    act: press,
    done: (page) => page.getByRole("heading", { level: 1, name: noted.get(page), exact: true }).waitFor(),
  },
  {
    name: "/jobs, signed in: save a job",
    as: "demo",
    async prepare(page, server) {
      await openJobs(page, server);
      // Each repetition saves another job: the first one not saved yet.
      const pressed = await saveButtons(page).evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute("aria-pressed")),
      );
      const index = pressed.indexOf("false");
      if (index < 0) throw new Error("Every job on the first page is saved already");
      noted.set(page, String(index));
      await pointAt(savedOne(page));
    },
    act: press,
    done: (page) => until(async () => (await savedOne(page).getAttribute("aria-pressed")) === "true"),
  },
  {
    name: "/jobs/{id}: type a digit in the calculator's salary",
    as: "visitor",
    async prepare(page, server) {
      await openJob(page, server);
      await salaryField(page).focus();
      await page.keyboard.press("End");
      noted.set(page, await salaryField(page).inputValue());
    },
    act: (page) => page.keyboard.press("5"),
    done: (page) => activeValue(page, { is: `${noted.get(page)}5` }),
  },
  {
    name: "/jobs/{id}: press the calculator's Calculate",
    as: "visitor",
    async prepare(page, server) {
      await openJob(page, server);
      if ((await salaryField(page).inputValue()) === "") await salaryField(page).fill("60000");
      await pointAt(page.getByRole("button", { name: "Calculate", exact: true }));
    },
    act: press,
    // The result comes after the calculator's deliberate 'Calculating...' pause.
    done: (page) => page.getByRole("button", { name: "Calculate Again" }).waitFor(),
  },
  {
    name: "/calculator: move a weight slider one step (keyboard)",
    as: "visitor",
    async prepare(page, server) {
      await openCalculator(page, server);
      // A ranking is shown, which the slider's change marks as out of date.
      await page.getByRole("button", { name: "Calculate Results" }).click();
      await ranking(page).waitFor();
      await page.getByRole("slider").first().focus();
    },
    act: (page) => page.keyboard.press("ArrowRight"),
    done: (page) => page.getByText("Your weights have changed: press Calculate Results to update.").waitFor(),
  },
  {
    name: "/calculator: press Calculate Results",
    as: "visitor",
    async prepare(page, server) {
      await openCalculator(page, server);
      await pointAt(page.getByRole("button", { name: "Calculate Results" }));
    },
    act: press,
    done: (page) => ranking(page).waitFor(),
  },
  {
    name: "/compare: choose a country (keyboard)",
    as: "visitor",
    async prepare(page, server) {
      await openCompare(page, server);
      await page.getByLabel("Country 1").focus();
    },
    act: (page) => page.keyboard.press("ArrowDown"),
    done: (page) => activeValue(page, { not: "" }),
  },
  {
    name: "/compare: press Compare",
    as: "visitor",
    async prepare(page, server) {
      await openCompare(page, server);
      await page.getByLabel("Country 1").selectOption({ index: 1 });
      await page.getByLabel("Country 2").selectOption({ index: 2 });
      await pointAt(page.getByRole("button", { name: "Compare", exact: true }));
    },
    act: press,
    done: (page) => page.getByRole("region", { name: / compared with / }).waitFor(),
  },
  {
    name: "/my-referrals messages: open a conversation",
    as: "demo",
    async prepare(page, server) {
      await openMessages(page, server);
      await pointAt(conversations(page).first());
    },
    act: press,
    done: (page) => page.getByRole("region", { name: /^Conversation with / }).waitFor(),
  },
  {
    name: "/my-referrals messages: send a message (Enter)",
    as: "demo",
    async prepare(page, server) {
      await openMessages(page, server);
      await conversations(page).first().click();
      await page.getByRole("log", { name: /^Messages with / }).waitFor();
      // Typed beforehand (the box keeps focus): the measured input is the Enter that sends it.
      await settledAfter(page, () => page.getByLabel(/^Message to /).fill(SENT_MESSAGE));
      // The same words sent by earlier repetitions are there already.
      noted.set(page, String(await sentMessages(page).count()));
    },
    act: (page) => page.keyboard.press("Enter"),
    done: (page) => moreThan(sentMessages(page), Number(noted.get(page))),
  },
];

/**
 * Puts the mouse pointer on the element, as a person's rests there before pressing, and waits for
 * whatever that starts (a link gets its page ready) to finish.
 */
async function pointAt(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("Nothing to point at: the element is not shown");
  // A bare mouse move: Playwright's own hover would leave its checks listening in the page.
  const page = locator.page();
  await settledAfter(page, () => page.mouse.move(box.x + box.width / 2, box.y + box.height / 2));
}

/** A click where the pointer rests: the mouse button pressed and released. */
async function press(page: Page): Promise<void> {
  await page.mouse.down();
  await page.mouse.up();
}

/** A select on /jobs focused beforehand, stepped to its next option with ArrowDown. */
function selectStep(name: string, label: string, first: string): Interaction {
  return {
    name,
    as: "visitor",
    async prepare(page, server) {
      await openJobs(page, server);
      await page.getByLabel(label, { exact: true }).focus();
    },
    // A closed select steps to its next option on ArrowDown, firing change (as on Windows and Linux).
    act: (page) => page.keyboard.press("ArrowDown"),
    done: (page) => activeValue(page, { not: first }),
  };
}

/** Waits until the focused field's value is `is` (or is no longer `not`). */
async function activeValue(page: Page, expected: { is: string } | { not: string }): Promise<void> {
  await page.waitForFunction((e) => {
    const value = (document.activeElement as HTMLInputElement | null)?.value;
    return "is" in e ? value === e.is : value !== undefined && value !== e.not;
  }, expected);
}

/** Checks every 50 ms until `check` holds (for 30 s at most). */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("The interaction's result did not show within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Does `action`, then waits until the requests it led to are answered and none started for half a
 * second (Playwright's "networkidle" is a load state, reached once).
 */
async function settledAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  let open = 0;
  let changed = Date.now();
  const started = () => {
    open += 1;
    changed = Date.now();
  };
  const ended = () => {
    open -= 1;
    changed = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await action();
    await until(async () => open <= 0 && Date.now() - changed >= 500);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

function moreThan(locator: Locator, count: number): Promise<void> {
  return until(async () => (await locator.count()) > count);
}

function conversations(page: Page) {
  return page.getByRole("list", { name: "Conversations" }).getByRole("button");
}

function jobCards(page: Page) {
  return page.getByRole("region", { name: RESULTS }).getByRole("article");
}

function firstJobTitle(page: Page) {
  return jobCards(page).first().getByRole("heading", { level: 2 }).getByRole("link");
}

function saveButtons(page: Page) {
  return jobCards(page).getByRole("button", { name: /^Save / });
}

/** The save button this repetition presses (see its prepare). */
function savedOne(page: Page) {
  return saveButtons(page).nth(Number(noted.get(page)));
}

function salaryField(page: Page) {
  return page.getByLabel("Annual salary (USD per year)");
}

function ranking(page: Page) {
  return page.getByRole("list", { name: "Top countries by your weights" });
}

function sentMessages(page: Page) {
  return page.getByRole("log", { name: /^Messages with / }).getByText(SENT_MESSAGE, { exact: true });
}

async function openJobs(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/jobs`);
  await jobCards(page).first().waitFor();
  await page.waitForLoadState("networkidle");
}

async function openJob(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/jobs/${server.jobId}`);
  await page.getByRole("button", { name: "Calculate", exact: true }).waitFor();
  await page.waitForLoadState("networkidle");
}

async function openCalculator(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/calculator`);
  await page.getByRole("button", { name: "Calculate Results" }).and(page.locator(":enabled")).waitFor();
  await page.waitForLoadState("networkidle");
}

async function openCompare(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/compare`);
  await page.getByLabel("Country 1").and(page.locator(":enabled")).waitFor();
  await page.waitForLoadState("networkidle");
}

async function openMessages(page: Page, server: WebServer): Promise<void> {
  await page.goto(`${server.baseUrl}/my-referrals?tab=messages`);
  await conversations(page).first().waitFor();
  await page.waitForLoadState("networkidle");
}

/**
 * Interaction latency as INP counts it, in Playwright with the system Chromium: for each
 * interaction, a fresh page is opened and settled (a click's pointer already resting on its target),
 * the CPU is throttled 6× (DevTools protocol `Emulation.setCPUThrottlingRate`), one trusted input
 * is sent, and the Event Timing API
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
      // BENCH_INTERACTIONS (a piece of their names) runs some of them, when working on those.
      const only = process.env.BENCH_INTERACTIONS;
      for (const interaction of INTERACTIONS.filter((i) => i.reference || !only || i.name.includes(only))) {
        const durations: number[] = [];
        for (let i = 1; i <= repetitions; i += 1) {
          const event = await measure(contexts[interaction.as], server, interaction);
          options.log(`${interaction.name}: ${i} of ${repetitions}: ${describeEvent(event)}`);
          durations.push(event?.duration ?? 0);
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

/** One repetition: the interaction's longest event, or null when no event reached 16 ms. */
async function measure(
  context: BrowserContext,
  server: WebServer,
  interaction: Interaction,
): Promise<EventRecord | null> {
  const page = await context.newPage();
  try {
    await interaction.prepare(page, server);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const since = Number(await page.evaluate("performance.now()"));
    await interaction.act(page);
    // Waiting for the result polls in the page: it starts only after the input's frame (a rAF
    // callback runs before the paint, a timer set there after it), so it cannot delay that frame.
    await page.evaluate(AFTER_NEXT_FRAME);
    await interaction.done(page);
    // Event Timing entries are queued after the next paint and delivered to observers later still.
    await page.waitForTimeout(1000);
    const events = (await page.evaluate("window.__benchEvents")) as EventRecord[];
    const longest = events
      .filter((e) => e.startTime >= since)
      .reduce<EventRecord | null>((worst, e) => (worst && worst.duration >= e.duration ? worst : e), null);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
    return longest;
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
        window.__benchEvents.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: ${THRESHOLD_MS}, buffered: true });
`;

interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * Where an event's time went: waiting to be handled, its handlers, and from them to the paint
 * (rendering, and any task that ran before the frame).
 */
function describeEvent(event: EventRecord | null): string {
  if (!event) return `no event of ${THRESHOLD_MS} ms or more`;
  const waited = event.processingStart - event.startTime;
  const handled = event.processingEnd - event.processingStart;
  const painted = event.startTime + event.duration - event.processingEnd;
  return `${event.name} ${Math.round(event.duration)} ms (waiting ${Math.round(waited)}, handlers ${Math.round(handled)}, to the paint ${Math.round(painted)})`;
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
      // Every interaction must stay under the bar, so it is held by the slowest repetition. The
      // machine's own floor is held to none.
      suite: SUITE,
      measure: `${name}: max of ${durations.length}`,
      figure: formatDuration(max),
      bar: interaction.reference ? "" : `≤ ${BAR_MS} ms`,
      verdict: interaction.reference ? "info" : max <= BAR_MS ? "pass" : "fail",
      value: max,
    },
  ];
}
