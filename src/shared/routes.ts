import { jobSearchRequestPath, normalizedFilters, parseJobSearch } from "./domain/job-search-url";

/**
 * Where a page sits: alone (public), in the app layout (sidebar, bars), there behind sign-in, or
 * alone for a visitor and in the app layout for a signed-in person (members).
 */
export type Layout = "public" | "shell" | "personal" | "members";

interface PageEntry {
  /** wouter's path syntax; `:id` is a route id (see parseRouteId). */
  path: string;
  /** A file in src/web/app/routes. */
  screen: string;
  layout: Layout;
  /** Props the screen gets besides the path's parameters. */
  props?: Readonly<Record<string, string>>;
  /**
   * The API answers the page shows first (its largest content depends on them), exactly as the web
   * app requests them, `:id` being the page's: the server names them in the page's HTML so they are
   * fetched alongside the app's code, and the app asks for them ahead of a click.
   */
  data?: readonly string[];
}

/**
 * Every page the web app answers, read by its router, by its prefetching and by the server (which
 * gives unknown paths a 404 status while still serving the app's 404 page, and names a page's code
 * and first data in its HTML).
 */
export const PAGES = [
  { path: "/", screen: "landing", layout: "public" },
  { path: "/explore", screen: "explore", layout: "members" },
  { path: "/home", screen: "home", layout: "personal" },
  { path: "/jobs", screen: "jobs", layout: "shell", data: ["/api/countries"] },
  { path: "/jobs/:id", screen: "job-detail", layout: "shell", data: ["/api/jobs/:id"] },
  { path: "/companies", screen: "companies", layout: "shell" },
  { path: "/companies/:id", screen: "company-detail", layout: "shell", data: ["/api/companies/:id"] },
  { path: "/countries", screen: "countries", layout: "shell", data: ["/api/countries"] },
  {
    path: "/countries/:id",
    screen: "country-detail",
    layout: "shell",
    data: ["/api/countries/:id", "/api/countries/:id/jobs", "/api/countries/:id/cities"],
  },
  { path: "/compare", screen: "compare", layout: "shell", data: ["/api/countries"] },
  { path: "/saved", screen: "saved", layout: "personal" },
  { path: "/applications", screen: "applications", layout: "personal" },
  { path: "/login", screen: "login", layout: "public" },
  { path: "/register", screen: "register", layout: "public" },
  { path: "/forgot-password", screen: "forgot-password", layout: "public" },
  { path: "/reset-password", screen: "reset-password", layout: "public" },
  { path: "/confirm-email", screen: "confirm-email", layout: "public" },
  { path: "/verify-email", screen: "verify-email", layout: "public" },
  { path: "/account", screen: "account", layout: "personal" },
  { path: "/settings", screen: "settings", layout: "personal" },
  { path: "/referrals", screen: "referrals", layout: "shell" },
  { path: "/my-referrals", screen: "my-referrals", layout: "personal" },
  { path: "/notifications", screen: "notifications", layout: "personal" },
  { path: "/about-us", screen: "about-us", layout: "public" },
  { path: "/waitlist", screen: "waitlist", layout: "public" },
  { path: "/waitlist/confirm", screen: "waitlist-confirm", layout: "public" },
  { path: "/unsubscribed", screen: "unsubscribed", layout: "public" },
  { path: "/calculator", screen: "calculator", layout: "shell" },
  { path: "/methodology", screen: "methodology", layout: "public", data: ["/api/methodology"] },
  { path: "/demo-posting", screen: "demo-posting", layout: "public" },
  { path: "/employer", screen: "employer", layout: "personal" },
  { path: "/employer/companies/:id", screen: "employer-company", layout: "personal" },
  { path: "/employer/companies/:id/jobs/new", screen: "employer-new-job", layout: "personal" },
  { path: "/employer/jobs/:id/edit", screen: "employer-edit-job", layout: "personal" },
  { path: "/privacy", screen: "legal", layout: "public", props: { page: "privacy" } },
  { path: "/terms", screen: "legal", layout: "public", props: { page: "terms" } },
  { path: "/cookies", screen: "legal", layout: "public", props: { page: "cookies" } },
  { path: "/contact", screen: "legal", layout: "public", props: { page: "contact" } },
] as const satisfies readonly PageEntry[];

export type Page = (typeof PAGES)[number];
/** A screen file's name; "not-found" answers every other path. */
export type ScreenName = Page["screen"] | "not-found";
/** A first-data path as the table writes it. */
export type DataPath = Extract<Page, { data: unknown }>["data"][number];

/** The id a first-data path takes: the page's, or none. */
export type DataIds = { [D in DataPath]: D extends `${string}:id${string}` ? number : null };
/** A first-data request of a page: the table's path and the id it takes. */
export type PageData<D extends DataPath = DataPath> = { [K in D]: { path: K; id: DataIds[K] } }[D];

function takesId(path: DataPath): path is Extract<DataPath, `${string}:id${string}`> {
  return path.includes(":id");
}

function patternOf(path: string): RegExp {
  return new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`);
}

const PATTERNS = PAGES.map((page) => ({ page, pattern: patternOf(page.path) }));

function trimSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The page a path shows with the path's parameters, or null (the 404 page). */
function matchPage(pathname: string): { page: Page; params: Record<string, string> } | null {
  const trimmed = trimSlashes(pathname);
  for (const { page, pattern } of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match) return { page, params: { ...match.groups } };
  }
  return null;
}

/** The page a path shows, or null (the 404 page). */
export function pageOf(pathname: string): Page | null {
  return matchPage(pathname)?.page ?? null;
}

export function isPagePath(pathname: string): boolean {
  return pageOf(pathname) !== null;
}

/**
 * The first data of the page at a path, each with the page's id where it takes one; nothing that
 * needs an id when the path's id does not parse (the page shows its not-found state).
 */
export function pageData(pathname: string): PageData[] {
  const match = matchPage(pathname);
  if (!match || !("data" in match.page)) return [];
  const id = parseRouteId(match.params.id);
  const data: readonly DataPath[] = match.page.data;
  return data.flatMap((path): PageData[] => {
    if (!takesId(path)) return [{ path, id: null }];
    return id === null ? [] : [{ path, id }];
  });
}

/**
 * The element of a page's HTML that carries the answers to its first-data requests, by the path
 * each asks for, when the server drew its first screen with them (a job's, a company's page).
 */
export const FIRST_DATA_ID = "first-data";

/** Who is signed in: every page asks for it as it starts (the web app's session query). */
export const SESSION_PATH = "/api/auth/me";

/**
 * The API requests the page at an address makes as it starts that the server can name in its HTML:
 * the page's first data; on /jobs the first page of results for the address's filters, unless they
 * are ordered by best match (which depends on who asks); and the session.
 */
export function pageRequestPaths(pathname: string, search: string): string[] {
  const paths = pageDataPaths(pathname);
  if (pageOf(pathname)?.screen === "jobs") {
    const filters = parseJobSearch(new URLSearchParams(search));
    if (filters.sort !== "match") paths.push(jobSearchRequestPath(normalizedFilters(filters), 1));
  }
  return [...paths, SESSION_PATH];
}

/** The first data of the page at a path, as the paths the web app requests. */
export function pageDataPaths(pathname: string): string[] {
  return pageData(pathname).map(({ path, id }) => path.replace(":id", String(id)));
}

/** Route ids are parsed as integers; anything else is "not found". */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id > 0 ? id : null;
}
