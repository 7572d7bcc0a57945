import { jobSearchRequestPath } from "@shared/domain/job-search-url";
import {
  type DataIds,
  type DataPath,
  FIRST_DATA_ID,
  type Page,
  type PageData,
  pageData,
  pageOf,
  type ScreenName,
  SESSION_PATH,
} from "@shared/routes";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { companiesQuery } from "../features/companies/api/get-companies";
import { companyQuery } from "../features/companies/api/get-company";
import { countriesQuery } from "../features/countries/api/get-countries";
import { countryQuery } from "../features/countries/api/get-country";
import { countryCitiesQuery } from "../features/countries/api/get-country-cities";
import { countryJobsQuery } from "../features/countries/api/get-country-jobs";
import { methodologyQuery } from "../features/countries/api/get-methodology";
import { jobQuery } from "../features/jobs/api/get-job";
import { jobSearchQuery } from "../features/jobs/api/search-jobs";
import { normalizedFilters, parseJobSearch } from "../features/jobs/lib/search-params";
import { storedPayCurrency } from "../lib/pay-currency";
import { sessionQuery } from "../lib/session";
import { type LazyScreen, lazyScreen } from "./lazy-screen";

// The app layout is its own chunk: the landing page and the other public pages never load it.
export const AppShell = lazyScreen(() =>
  import("../components/layout/app-shell").then((m) => ({ default: m.AppShell })),
);

// The banner for an unconfirmed email address comes with the app layout, not the entry chunk.
export const VerifyEmailBanner = lazyScreen(() =>
  import("../features/auth/components/verify-email-banner").then((m) => ({ default: m.VerifyEmailBanner })),
);

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a page gives its screen: the path's parameters and the table's props. */
type PagePropsOf<P extends Page> = P extends Page
  ? Record<ParamsOf<P["path"]>, string> & (P extends { props: infer Props } ? Props : unknown)
  : never;

/** The props a screen is rendered with, by each page that shows it. */
export type ScreenProps<S extends ScreenName> = S extends Page["screen"]
  ? PagePropsOf<Extract<Page, { screen: S }>>
  : Record<never, never>;

/** Every screen, loaded when first shown or ahead of it (see preloadPage). */
export const screens: { [S in ScreenName]: LazyScreen<ScreenProps<S>> } = {
  landing: lazyScreen(() => import("./routes/landing")),
  explore: lazyScreen(() => import("./routes/explore")),
  home: lazyScreen(() => import("./routes/home")),
  jobs: lazyScreen(() => import("./routes/jobs")),
  "job-detail": lazyScreen(() => import("./routes/job-detail")),
  companies: lazyScreen(() => import("./routes/companies")),
  "company-detail": lazyScreen(() => import("./routes/company-detail")),
  countries: lazyScreen(() => import("./routes/countries")),
  "country-detail": lazyScreen(() => import("./routes/country-detail")),
  compare: lazyScreen(() => import("./routes/compare")),
  saved: lazyScreen(() => import("./routes/saved")),
  applications: lazyScreen(() => import("./routes/applications")),
  employer: lazyScreen(() => import("./routes/employer")),
  "employer-company": lazyScreen(() => import("./routes/employer-company")),
  "employer-new-job": lazyScreen(() => import("./routes/employer-new-job")),
  "employer-edit-job": lazyScreen(() => import("./routes/employer-edit-job")),
  login: lazyScreen(() => import("./routes/login")),
  register: lazyScreen(() => import("./routes/register")),
  "forgot-password": lazyScreen(() => import("./routes/forgot-password")),
  "reset-password": lazyScreen(() => import("./routes/reset-password")),
  "confirm-email": lazyScreen(() => import("./routes/confirm-email")),
  "verify-email": lazyScreen(() => import("./routes/verify-email")),
  account: lazyScreen(() => import("./routes/account")),
  settings: lazyScreen(() => import("./routes/settings")),
  referrals: lazyScreen(() => import("./routes/referrals")),
  "my-referrals": lazyScreen(() => import("./routes/my-referrals")),
  notifications: lazyScreen(() => import("./routes/notifications")),
  "about-us": lazyScreen(() => import("./routes/about-us")),
  waitlist: lazyScreen(() => import("./routes/waitlist")),
  "waitlist-confirm": lazyScreen(() => import("./routes/waitlist-confirm")),
  unsubscribed: lazyScreen(() => import("./routes/unsubscribed")),
  calculator: lazyScreen(() => import("./routes/calculator")),
  legal: lazyScreen(() => import("./routes/legal")),
  methodology: lazyScreen(() => import("./routes/methodology")),
  "demo-posting": lazyScreen(() => import("./routes/demo-posting")),
  "not-found": lazyScreen(() => import("./routes/not-found")),
};

/** A query a page asks for first: its key, and how to fetch it into a cache. */
interface FirstDataQuery {
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<void>;
}

function firstData<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): FirstDataQuery {
  return { queryKey: query.queryKey, prefetch: (client) => client.prefetchQuery(query) };
}

/** Each first-data path of the page table, as the query (key and fetcher) the page runs. */
const firstDataQueries: { [D in DataPath]: (id: DataIds[D]) => FirstDataQuery } = {
  "/api/jobs/:id": (id) => firstData(jobQuery(id)),
  "/api/companies/:id": (id) => firstData(companyQuery(id)),
  "/api/countries/:id": (id) => firstData(countryQuery(id)),
  "/api/countries/:id/jobs": (id) => firstData(countryJobsQuery(id)),
  "/api/countries/:id/cities": (id) => firstData(countryCitiesQuery(id)),
  "/api/countries": () => firstData(countriesQuery),
  "/api/methodology": () => firstData(methodologyQuery),
};

/** First data whose jobs carry pay, converted only when asked with the browser's currency. */
const JOB_ANSWERS: ReadonlySet<DataPath> = new Set(["/api/jobs/:id", "/api/countries/:id/jobs"]);

/** A request of a page's first data, by the path it asks for, and when its answer is in the cache. */
type DataRequest = [path: string, done: Promise<unknown>];

function requestPath<D extends DataPath>(data: PageData<D>): string {
  return data.id === null ? data.path : data.path.replace(":id", String(data.id));
}

function prefetchFirstData<D extends DataPath>(client: QueryClient, data: PageData<D>): DataRequest {
  const done = firstDataQueries[data.path](data.id).prefetch(client);
  // The job page's calculator needs the job's country: ask for it as soon as the job says which.
  if (data.path === "/api/jobs/:id" && data.id !== null) {
    const { queryKey } = jobQuery(data.id);
    void done.then(() => {
      const countryId = client.getQueryData(queryKey)?.countryId;
      if (countryId) return client.prefetchQuery(countryQuery(countryId));
    });
  }
  return [requestPath(data), done];
}

/**
 * Puts answers to the first-data requests of the page at a path (by the path each asks for) into
 * the cache, as if the page had asked: the server draws a page's first screen with its data so.
 */
export function seedFirstData(client: QueryClient, pathname: string, answers: Record<string, unknown>) {
  for (const data of pageData(pathname)) seedOne(client, data, answers);
}

function seedOne<D extends DataPath>(
  client: QueryClient,
  data: PageData<D>,
  answers: Record<string, unknown>,
) {
  const path = requestPath(data);
  // The server drew the page's jobs with pay as posted: a visitor who chose a currency asks again.
  if (storedPayCurrency() && JOB_ANSWERS.has(data.path)) return;
  if (path in answers) client.setQueryData(firstDataQueries[data.path](data.id).queryKey, answers[path]);
}

/**
 * Data a page shows first that is built from the address's query by its feature: the job search's
 * and the company list's requests. (The server names the job search's first page in the HTML of
 * /jobs too, from the same shared code.)
 */
function prefetchBrowserData(client: QueryClient, screen: ScreenName, search: string): DataRequest[] {
  if (screen === "companies") {
    void client.prefetchInfiniteQuery(companiesQuery(new URLSearchParams(search).get("q") ?? ""));
    return [];
  }
  if (screen !== "jobs") return [];
  const filters = normalizedFilters(parseJobSearch(new URLSearchParams(search)));
  return [[jobSearchRequestPath(filters, 1), client.prefetchInfiniteQuery(jobSearchQuery(filters))]];
}

/** The page's code (and the app layout's) and its first data, all asked for at once. */
function startPage(client: QueryClient, href: string): { code: Promise<unknown>; data: DataRequest[] } {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return { code: Promise.resolve(), data: [] };
  const page = pageOf(url.pathname);
  const screen: ScreenName = page?.screen ?? "not-found";
  const data = [
    ...pageData(url.pathname).map((first) => prefetchFirstData(client, first)),
    ...prefetchBrowserData(client, screen, url.search),
  ];
  const layout = page && page.layout !== "public" ? [AppShell.preload(), VerifyEmailBanner.preload()] : [];
  return { code: Promise.all([...layout, screens[screen].preload()]), data };
}

/**
 * Gets a page ready before it is shown: its code (and the app layout's) and its first data. Called
 * for the page being opened at start, and when a pointer rests on or keyboard focus reaches a link.
 * Safe to call often: code loads once, and data already in the cache is not asked for again.
 */
export function preloadPage(client: QueryClient, href: string): Promise<unknown> {
  return startPage(client, href).code;
}

/**
 * The page's first data that came in its HTML (with a first screen drawn from it: a visitor's job
 * or company page), put into the cache, so the page starts from it rather than asking again.
 */
function seedFromPage(client: QueryClient) {
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return;
  try {
    seedFirstData(client, window.location.pathname, JSON.parse(text) as Record<string, unknown>);
  } catch {
    // Not JSON (it always is, from the server): the page asks for its data as usual.
  }
}

/** Whether the answer to a request the page's HTML preloads has arrived (its timing entry is then written). */
function hasArrived(path: string): boolean {
  return performance.getEntriesByName(new URL(path, window.location.origin).href, "resource").length > 0;
}

/**
 * At start: the session (every screen asks for it) and the page being opened, all at once. Settles
 * when the page's code is in, so the first render shows the page rather than a loading state, and
 * with it the data whose answers the browser already holds (the HTML preloads them): the first
 * render then shows them too, instead of being drawn again at once when they come out of the cache.
 * Data still on its way is not waited for.
 */
export function preloadFirstPage(client: QueryClient): Promise<unknown> {
  seedFromPage(client);
  const session: DataRequest = [SESSION_PATH, client.prefetchQuery(sessionQuery)];
  const { code, data } = startPage(client, window.location.href);
  const arrived = [session, ...data].filter(([path]) => hasArrived(path)).map(([, done]) => done);
  return Promise.all([code, ...arrived]);
}
