import { pageOf, parseRouteId, type ScreenName } from "@shared/routes";
import type { QueryClient } from "@tanstack/react-query";
import { countriesQuery } from "../features/countries/api/get-countries";
import { countryQuery } from "../features/countries/api/get-country";
import { countryCitiesQuery } from "../features/countries/api/get-country-cities";
import { countryJobsQuery } from "../features/countries/api/get-country-jobs";
import { jobQuery } from "../features/jobs/api/get-job";
import { jobSearchQuery } from "../features/jobs/api/search-jobs";
import { parseJobSearch } from "../features/jobs/lib/search-params";
import { sessionQuery } from "../lib/session";
import { lazyScreen } from "./lazy-screen";

// The app layout is its own chunk: the landing page and the other public pages never load it.
export const AppShell = lazyScreen(() =>
  import("../components/layout/app-shell").then((m) => ({ default: m.AppShell })),
);

/** Every screen, loaded when first shown or ahead of it (see preloadPage). */
export const screens = {
  landing: lazyScreen(() => import("./routes/landing")),
  explore: lazyScreen(() => import("./routes/explore")),
  home: lazyScreen(() => import("./routes/home")),
  jobs: lazyScreen(() => import("./routes/jobs")),
  "job-detail": lazyScreen(() => import("./routes/job-detail")),
  countries: lazyScreen(() => import("./routes/countries")),
  "country-detail": lazyScreen(() => import("./routes/country-detail")),
  compare: lazyScreen(() => import("./routes/compare")),
  saved: lazyScreen(() => import("./routes/saved")),
  login: lazyScreen(() => import("./routes/login")),
  register: lazyScreen(() => import("./routes/register")),
  "forgot-password": lazyScreen(() => import("./routes/forgot-password")),
  "reset-password": lazyScreen(() => import("./routes/reset-password")),
  account: lazyScreen(() => import("./routes/account")),
  settings: lazyScreen(() => import("./routes/settings")),
  referrals: lazyScreen(() => import("./routes/referrals")),
  "my-referrals": lazyScreen(() => import("./routes/my-referrals")),
  "about-us": lazyScreen(() => import("./routes/about-us")),
  waitlist: lazyScreen(() => import("./routes/waitlist")),
  calculator: lazyScreen(() => import("./routes/calculator")),
  legal: lazyScreen(() => import("./routes/legal")),
  "not-found": lazyScreen(() => import("./routes/not-found")),
} satisfies Record<ScreenName, { preload: () => Promise<unknown> }>;

/** The data a page shows first, fetched with the same query keys and fetchers the page uses. */
function prefetchPageData(client: QueryClient, screen: ScreenName, pathname: string, search: string): void {
  const id = parseRouteId(pathname.split("/")[2]);
  switch (screen) {
    case "job-detail":
      if (id === null) return;
      // The job page's calculator needs the job's country: ask for it as soon as the job says which.
      void client.prefetchQuery(jobQuery(id)).then(() => {
        const countryId = client.getQueryData(jobQuery(id).queryKey)?.countryId;
        if (countryId) void client.prefetchQuery(countryQuery(countryId));
      });
      return;
    case "country-detail":
      if (id === null) return;
      void client.prefetchQuery(countryQuery(id));
      void client.prefetchQuery(countryJobsQuery(id));
      void client.prefetchQuery(countryCitiesQuery(id));
      return;
    case "jobs":
      void client.prefetchInfiniteQuery(jobSearchQuery(parseJobSearch(new URLSearchParams(search))));
      void client.prefetchQuery(countriesQuery);
      return;
    case "countries":
    case "compare":
      void client.prefetchQuery(countriesQuery);
      return;
    default:
      return;
  }
}

/**
 * Gets a page ready before it is shown: its code (and the app layout's) and its first data. Called
 * for the page being opened at start, and when a pointer rests on or keyboard focus reaches a link.
 * Safe to call often: code loads once, and data already in the cache is not asked for again.
 */
export function preloadPage(client: QueryClient, href: string): Promise<unknown> {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return Promise.resolve();
  const page = pageOf(url.pathname);
  const screen: ScreenName = page?.screen ?? "not-found";
  prefetchPageData(client, screen, url.pathname, url.search);
  return Promise.all([page && "shell" in page ? AppShell.preload() : null, screens[screen].preload()]);
}

/**
 * At start: the session (every screen asks for it) and the page being opened, all at once. Settles
 * when the page's code is in, so the first render shows the page rather than a loading state.
 */
export function preloadFirstPage(client: QueryClient): Promise<unknown> {
  void client.prefetchQuery(sessionQuery);
  return preloadPage(client, window.location.href);
}
