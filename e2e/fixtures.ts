import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";

export { expect };

export const DEMO = { username: "demo", password: "demo1234" } as const;

export interface Credentials {
  username: string;
  password: string;
}

export interface RegisteredUser extends Credentials {
  fullName: string;
  email: string;
}

/**
 * Every test's page records Content-Security-Policy violations; a test that caused one fails.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) violations.push(text);
    });
    await use(violations);
  },
  page: async ({ page }, use, testInfo) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && /Content Security Policy/i.test(text)) violations.push(text);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    }
  },
});

let counter = 0;

/** Registers a fresh person through the API and signs the page's browser context in. */
export async function registerUser(
  page: Page,
  overrides: Partial<RegisteredUser> & { profession?: string } = {},
): Promise<RegisteredUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const user: RegisteredUser = {
    username: overrides.username ?? `e2e${tag}`,
    password: overrides.password ?? "violet-harbour-42",
    fullName: overrides.fullName ?? `Jordan Tester ${counter}`,
    email: overrides.email ?? `e2e${tag}@example.test`,
  };
  const profession = overrides.profession ?? "QA Engineer";
  const res = await page.request.post("/api/auth/register", {
    data: { ...user, profession, skills: [profession] },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await signIn(page, user);
  return user;
}

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.2 A and AA, best practices, target size) on the page as it is now and
 * returns one readable line block per violation. axe is evaluated through the DevTools protocol, so
 * the page's CSP (no inline scripts) stays in force. The caller decides when the screen is settled;
 * `readStylesheets: false` skips the stylesheet checks (css-orientation-lock) after a first run.
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[]; readStylesheets?: boolean } = {},
): Promise<string[]> {
  // A colour read half-way through a transition is neither the old one nor the new one. Tests ask
  // for reduced motion (the app then has none); a context that does not is waited for here, up to
  // two seconds, for everything but endless animations (a spinner) to end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const { exclude = [], readStylesheets = true } = options;
  const violations = await page.evaluate(
    async ([exclude, readStylesheets]) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
      const axe = (window as any).axe;
      const result = await axe.run(
        { include: [document], exclude: exclude.map((s) => [s]) },
        {
          runOnly: {
            type: "tag",
            values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
          },
          rules: { "target-size": { enabled: true } },
          // Only violations are read: skipping the details of passes and incomplete checks is faster.
          resultTypes: ["violations"],
          // Fetching and parsing the stylesheets (for css-orientation-lock) is a large share of a run;
          // the app has one stylesheet, so a walk through many screens needs to read it once.
          preload: readStylesheets,
        },
      );
      return result.violations as AxeViolation[];
    },
    [exclude, readStylesheets] as const,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n")}`,
  );
}

/** Waits for the settled screen, then fails listing every axe-core violation (see axeViolations). */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Check the settled screen, not its loading state: screens fetch their code and data lazily. A
  // settled screen shows its main heading and no placeholder or busy region; a screen that never
  // settles fails here rather than being checked half-drawn.
  // A page sent with its first screen shows an inert copy of it (hidden from assistive technology)
  // until the app takes its place: the app's screen is the one checked, not the copy.
  await expect(page.locator("#root > [inert]"), "the first screen's inert copy").toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page.locator("main h1").first(), "the screen's main heading").toBeVisible({ timeout: 10_000 });
  await expect(
    page.locator('main .animate-pulse, main [aria-busy="true"]'),
    "placeholders still on the screen",
  ).toHaveCount(0, { timeout: 10_000 });
  expect(await axeViolations(page, options), "axe-core violations").toEqual([]);
}

/** Switches the page to the dark theme the way the app stores it, then reloads. */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
}

/**
 * Fails unless the focused element shows where focus is: a drawn outline (not 'none', not zero
 * wide, not transparent) or a ring box-shadow, on an element with a size.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) {
      return { ok: false, what: "nothing (the page body)", outline: "", shadow: "" };
    }
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== "rgba(0, 0, 0, 0)";
    // A ring is a shadow with no offset and no blur but a spread: "color 0px 0px 0px 3px".
    const ring = /\b0px 0px 0px [1-9]/.test(style.boxShadow);
    const box = el.getBoundingClientRect();
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 60) ?? "";
    return {
      ok: (outline || ring) && box.width > 0 && box.height > 0,
      what: `<${el.tagName.toLowerCase()}> "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
    };
  });
  expect(
    focus.ok,
    `focus is visible on ${focus.what} (outline: ${focus.outline}; box-shadow: ${focus.shadow})`,
  ).toBe(true);
}

/** A kept mail as a mail client reads it: its decoded text and HTML parts and its header lines. */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A header's value ('List-Unsubscribe' → '<https://…>'), or undefined. */
  header(name: string): string | undefined;
}

/** Every mail in an outbox directory (DATA_DIR/outbox), newest first, parsed with mailparser. */
export async function keptMails(dataDir: string): Promise<KeptMail[]> {
  const dir = path.join(dataDir, "outbox");
  const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, f)));
      const to =
        parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address).join(", ") : "";
      return {
        to,
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        header: (name: string) => {
          const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
          return line?.slice(line.indexOf(":") + 1).trim();
        },
      };
    }),
  );
}

/**
 * The newest mail to `to` (with this subject, when given) that the server kept in its outbox
 * (DATA_DIR/outbox, no SMTP here), waiting for the queue to deliver it.
 */
export async function newestMailTo(
  to: string,
  subject?: string,
  dataDir = process.env.E2E_DATA_DIR ?? "",
): Promise<KeptMail> {
  let found: KeptMail | undefined;
  await expect
    .poll(async () => {
      found = (await keptMails(dataDir)).find((m) => m.to === to && (!subject || m.subject === subject));
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The link to `linkPath` in the newest mail to `to` with this subject, as a path. */
export async function mailedLink(to: string, subject: string, linkPath: string): Promise<string> {
  const mail = await newestMailTo(to, subject);
  // The token rides in the fragment, which the browser keeps to itself.
  const link = mail.text.match(
    new RegExp(`https?://\\S+${linkPath.replace(/[/?]/g, "\\$&")}#token=\\S+`),
  )?.[0];
  expect(link, `${linkPath} link in the mail`).toBeTruthy();
  const { pathname, search, hash } = new URL(link ?? "");
  return pathname + search + hash;
}

/**
 * The second e2e server (playwright.config.ts). Its database also holds the postings `npm run import`
 * loaded before it started, and the specs that post jobs or create company pages run against it, so
 * the first server's jobs stay exactly the demo data that the other specs read.
 */
export const SECOND_SERVER = `http://127.0.0.1:${process.env.E2E_IMPORT_PORT}`;
