import { type Page, pageOf, type ScreenName, SESSION_PATH } from "@shared/routes";
import type { QueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../lib/session";
import { type LazyScreen, lazyScreen } from "./lazy-screen";
import type { DataRequest } from "./page-data";

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

/** The page-data chunk (see page-data.ts): loaded with the first page, then ready for every link. */
const pageDataModule = () => import("./page-data");

/** The page's code (and the app layout's) and its first data, all asked for at once. */
function startPage(
  client: QueryClient,
  href: string,
  beforeData?: (data: typeof import("./page-data")) => void,
): { code: Promise<unknown>; data: Promise<DataRequest[]> } {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return { code: Promise.resolve(), data: Promise.resolve([]) };
  const page = pageOf(url.pathname);
  const screen: ScreenName = page?.screen ?? "not-found";
  const data = pageDataModule().then((m) => {
    beforeData?.(m);
    return m.startPageData(client, url, screen);
  });
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

/** Whether the answer to a request the page's HTML preloads has arrived (its timing entry is then written). */
function hasArrived(path: string): boolean {
  return performance.getEntriesByName(new URL(path, window.location.origin).href, "resource").length > 0;
}

/** The answers among these that have arrived, as promises of their being in the cache. */
function arrived(requests: DataRequest[]): Promise<unknown>[] {
  return requests.filter(([path]) => hasArrived(path)).map(([, done]) => done);
}

/**
 * At start: the session (every screen asks for it) and the page being opened, all at once; the
 * answers that came in the page's HTML are put in the cache first. Settles when the page's code is
 * in, so the first render shows the page rather than a loading state, and with it the data whose
 * answers the browser already holds (the HTML preloads them): the first render then shows them too,
 * instead of being drawn again at once when they come out of the cache. Data still on its way is not
 * waited for.
 */
export function preloadFirstPage(client: QueryClient): Promise<unknown> {
  const session: DataRequest = [SESSION_PATH, client.prefetchQuery(sessionQuery)];
  // The answers in the HTML go into the cache before the page's queries start, or they would ask.
  const { code, data } = startPage(client, window.location.href, (m) => m.seedFromPage(client));
  const firstData = data.then((requests) => Promise.all(arrived(requests)));
  return Promise.all([code, firstData, ...arrived([session])]);
}
