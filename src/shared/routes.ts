import { SESSION_ROUTE } from "./api/session";

/**
 * Where a page sits: alone (public), in the app layout (sidebar, bars), there behind sign-in, or
 * alone for a visitor and in the app layout for a signed-in person (members).
 */
export type Layout = "public" | "shell" | "personal" | "members";

/** The endpoints a page can name as the data it shows first: defined in src/shared/api/first-data.ts. */
export type FirstDataName =
  | "getJob"
  | "getCompany"
  | "getCountry"
  | "listCountryJobs"
  | "listCountryCities"
  | "listCountrySummaries"
  | "getMethodology";

interface PageEntry {
  /** wouter's path syntax; `:id` is a route id (see parseRouteId). */
  path: string;
  /** A file in src/web/app/routes. */
  screen: string;
  layout: Layout;
  /** Props the screen gets besides the path's parameters. */
  props?: Readonly<Record<string, string>>;
  /**
   * The endpoints whose answers the page shows first (its largest content depends on them), named as
   * in src/shared/api/first-data.ts; one with `:id` in its path takes the page's id. The server names
   * their addresses in the page's HTML so they are fetched alongside the app's code, and the app asks
   * for them ahead of a click.
   */
  data?: readonly FirstDataName[];
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
  { path: "/jobs", screen: "jobs", layout: "shell", data: ["listCountrySummaries"] },
  { path: "/jobs/:id", screen: "job-detail", layout: "shell", data: ["getJob"] },
  { path: "/companies", screen: "companies", layout: "shell" },
  { path: "/companies/:id", screen: "company-detail", layout: "shell", data: ["getCompany"] },
  { path: "/countries", screen: "countries", layout: "shell", data: ["listCountrySummaries"] },
  {
    path: "/countries/:id",
    screen: "country-detail",
    layout: "shell",
    data: ["getCountry", "listCountryJobs", "listCountryCities"],
  },
  { path: "/compare", screen: "compare", layout: "shell", data: ["listCountrySummaries"] },
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
  { path: "/methodology", screen: "methodology", layout: "public", data: ["getMethodology"] },
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
/** The first data a page of the table names. */
export type PageDataName = Extract<Page, { data: unknown }>["data"][number];

/** A first-data request of a page: the endpoint's name and the page's id where its path takes one. */
export interface PageData {
  name: PageDataName;
  id: number | null;
}

/** The endpoints whose paths take the page's id (`:id`). */
const TAKES_ID: ReadonlySet<PageDataName> = new Set([
  "getJob",
  "getCompany",
  "getCountry",
  "listCountryJobs",
  "listCountryCities",
]);

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
  const data: readonly PageDataName[] = match.page.data;
  return data.flatMap((name): PageData[] => {
    if (!TAKES_ID.has(name)) return [{ name, id: null }];
    return id === null ? [] : [{ name, id }];
  });
}

/**
 * The element of a page's HTML that carries the answers to its first-data requests, by the path
 * each asks for, when the server drew its first screen with them (a job's, a company's page).
 */
export const FIRST_DATA_ID = "first-data";

/** Who is signed in: every page asks for it as it starts (the web app's session query). */
export const SESSION_PATH = SESSION_ROUTE.path;

/** Route ids are parsed as integers; anything else is "not found". */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id > 0 ? id : null;
}
