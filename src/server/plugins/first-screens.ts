import { createHash } from "node:crypto";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Starts the app once the first screen has been painted (the browser's first contentful paint; a
 * frame later where that is not reported): it adds the entry script that the HTML of such a page
 * does not carry. A hidden page paints nothing, so there it starts at once, and as soon as the
 * page is hidden, should that come first.
 */
export const START_SCRIPT = `(() => {
  const entry = document.currentScript.dataset.entry;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === "hidden") return start();
  document.addEventListener("visibilitychange", start, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(start);
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})();`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The policy's source for an inline script: its SHA-256, as CSP spells it. */
function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The sources that allow the page's inline scripts (its own and the start script) and nothing else. */
export function inlineScriptSources(indexHtml: string): string[] {
  const texts = [...indexHtml.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
  return [...new Set([...texts, START_SCRIPT].map(hashSource))];
}

/**
 * The page's HTML with its first screen in #root and the app started after the first paint
 * instead of by the entry script tag; unchanged when the HTML has no entry tag or no #root to fill.
 */
export function withFirstScreen(html: string, screen: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry || !html.includes('<div id="root"></div>')) return html;
  return html
    .replace(ENTRY_TAG, "")
    .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`)
    .replace("</body>", () => `<script data-entry="${entry}">${START_SCRIPT}</script></body>`);
}

/** The Node build of the web app's first screens (src/web/first-screen.tsx, built by `npm run build`). */
export interface FirstScreenRenderer {
  /** The screens the server draws when asked for, with the page's first data. */
  DATA_FIRST_SCREENS: readonly string[];
  renderFirstScreen(path: string, answers: Record<string, unknown>): Promise<string>;
}

/**
 * Loads the first-screen build at `file` when first asked for; null when there is none (the server
 * then sends those pages without a first screen). Loaded once: its chunks import its entry by
 * path, so a second copy could not be loaded beside it; a new build is drawn with after a restart.
 */
export function firstScreenRenderer(file: string, warn: (message: string) => void) {
  let renderer: Promise<FirstScreenRenderer | null> | undefined;
  return (): Promise<FirstScreenRenderer | null> => {
    renderer ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>).catch((error: unknown) => {
          warn(`The first-screen build at ${file} could not be loaded: ${String(error)}`);
          return null;
        })
      : Promise.resolve(null);
    return renderer;
  };
}

/**
 * The last first screens drawn with data, by page and the answers they were drawn from: a page
 * asked for again within the minute, its data unchanged, is not drawn again.
 */
export class DrawnScreens {
  private readonly screens = new Map<string, string>();
  constructor(private readonly capacity: number) {}

  get(key: string): string | undefined {
    const screen = this.screens.get(key);
    if (screen !== undefined) {
      this.screens.delete(key);
      this.screens.set(key, screen);
    }
    return screen;
  }

  set(key: string, screen: string): void {
    this.screens.delete(key);
    this.screens.set(key, screen);
    for (const oldest of this.screens.keys()) {
      if (this.screens.size <= this.capacity) break;
      this.screens.delete(oldest);
    }
  }
}
