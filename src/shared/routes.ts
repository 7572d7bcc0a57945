/**
 * Every page path the web app answers and the screen that shows it (a file in
 * src/web/app/routes); `shell`: the screen sits in the app layout (sidebar, bars). The server uses
 * it to give unknown paths a 404 status while still serving the app (which shows its 404 page), and
 * to tell the browser which code a page needs before the app asks for it; the web app uses it to
 * load a page's code ahead of a click.
 */
export const PAGES = [
  { pattern: /^\/$/, screen: "landing" },
  { pattern: /^\/explore$/, screen: "explore" },
  { pattern: /^\/home$/, screen: "home", shell: true },
  { pattern: /^\/jobs$/, screen: "jobs", shell: true },
  { pattern: /^\/jobs\/[^/]+$/, screen: "job-detail", shell: true },
  { pattern: /^\/countries$/, screen: "countries", shell: true },
  { pattern: /^\/countries\/[^/]+$/, screen: "country-detail", shell: true },
  { pattern: /^\/compare$/, screen: "compare", shell: true },
  { pattern: /^\/saved$/, screen: "saved", shell: true },
  { pattern: /^\/login$/, screen: "login" },
  { pattern: /^\/register$/, screen: "register" },
  { pattern: /^\/forgot-password$/, screen: "forgot-password" },
  { pattern: /^\/reset-password$/, screen: "reset-password" },
  { pattern: /^\/account$/, screen: "account", shell: true },
  { pattern: /^\/settings$/, screen: "settings", shell: true },
  { pattern: /^\/referrals$/, screen: "referrals", shell: true },
  { pattern: /^\/my-referrals$/, screen: "my-referrals", shell: true },
  { pattern: /^\/about-us$/, screen: "about-us" },
  { pattern: /^\/waitlist$/, screen: "waitlist" },
  { pattern: /^\/calculator$/, screen: "calculator", shell: true },
  { pattern: /^\/privacy$/, screen: "legal" },
  { pattern: /^\/terms$/, screen: "legal" },
  { pattern: /^\/cookies$/, screen: "legal" },
  { pattern: /^\/contact$/, screen: "legal" },
] as const satisfies ReadonlyArray<{ pattern: RegExp; screen: string; shell?: true }>;

export type Page = (typeof PAGES)[number];
/** A screen file's name; "not-found" answers every other path. */
export type ScreenName = Page["screen"] | "not-found";

export const PAGE_PATTERNS: readonly RegExp[] = PAGES.map((p) => p.pattern);

function trimSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The page a path shows, or null (the 404 page). */
export function pageOf(pathname: string): Page | null {
  const trimmed = trimSlashes(pathname);
  return PAGES.find((p) => p.pattern.test(trimmed)) ?? null;
}

/**
 * The API answers a page shows first (its largest content depends on them), exactly as the web app
 * requests them: the server names them in the page's HTML, so they are fetched alongside the app's
 * code instead of after it has run.
 */
export function pageDataPaths(pathname: string): string[] {
  const page = pageOf(pathname);
  const id = parseRouteId(trimSlashes(pathname).split("/")[2]);
  switch (page?.screen) {
    case "job-detail":
      return id ? [`/api/jobs/${id}`] : [];
    case "country-detail":
      return id ? [`/api/countries/${id}`, `/api/countries/${id}/jobs`, `/api/countries/${id}/cities`] : [];
    case "countries":
    case "compare":
      return ["/api/countries"];
    default:
      return [];
  }
}

export function isPagePath(pathname: string): boolean {
  return pageOf(pathname) !== null;
}

/** Route ids are parsed as integers; anything else is "not found". */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id > 0 ? id : null;
}
