import type { Endpoint } from "@shared/api/endpoint";
import { FIRST_DATA, firstDataPath } from "@shared/api/first-data";
import { jobSearchRequestPath } from "@shared/domain/job-search-url";
import { FIRST_DATA_ID, type FirstDataName, type PageData, pageData, type ScreenName } from "@shared/routes";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { companiesQuery } from "../features/companies/api/get-companies";
import { companyQuery } from "../features/companies/api/get-company";
import { countrySummariesQuery } from "../features/countries/api/get-countries";
import { countryQuery } from "../features/countries/api/get-country";
import { countryCitiesQuery } from "../features/countries/api/get-country-cities";
import { countryJobsQuery } from "../features/countries/api/get-country-jobs";
import { methodologyQuery } from "../features/countries/api/get-methodology";
import { jobQuery } from "../features/jobs/api/get-job";
import { jobSearchQuery } from "../features/jobs/api/search-jobs";
import { normalizedFilters, parseJobSearch } from "../features/jobs/lib/search-params";
import { storedPayCurrency } from "../lib/pay-currency";

// The data side of starting a page: its first data's queries, and the answers that came in its
// HTML. A chunk of its own, loaded beside the page's code, so the entry carries no answer schema.

/** A query a page asks for first: its key, and how to fetch it into a cache. */
interface FirstDataQuery {
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<void>;
}

function firstData<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): FirstDataQuery {
  return { queryKey: query.queryKey, prefetch: (client) => client.prefetchQuery(query) };
}

/** Each first-data endpoint of the page table, as the query (key and fetcher) the page runs. */
const firstDataQueries: Record<FirstDataName, (id: number) => FirstDataQuery> = {
  getJob: (id) => firstData(jobQuery(id)),
  getCompany: (id) => firstData(companyQuery(id)),
  getCountry: (id) => firstData(countryQuery(id)),
  listCountryJobs: (id) => firstData(countryJobsQuery(id)),
  listCountryCities: (id) => firstData(countryCitiesQuery(id)),
  listCountrySummaries: () => firstData(countrySummariesQuery),
  getMethodology: () => firstData(methodologyQuery),
};

function queryOf(data: PageData): FirstDataQuery {
  return firstDataQueries[data.name](data.id ?? 0);
}

/** Whether an endpoint converts its answer's pay into a currency it is asked for (`?currency=`). */
function takesCurrency(definition: Endpoint): boolean {
  const query = definition.query;
  return query instanceof Object && "shape" in query && "currency" in (query.shape as object);
}

/** A request of a page's first data, by the path it asks for, and when its answer is in the cache. */
export type DataRequest = [path: string, done: Promise<unknown>];

function prefetchFirstData(client: QueryClient, data: PageData): DataRequest {
  const done = queryOf(data).prefetch(client);
  // The job page's calculator needs the job's country: ask for it as soon as the job says which.
  if (data.name === "getJob" && data.id !== null) {
    const { queryKey } = jobQuery(data.id);
    void done.then(() => {
      const countryId = client.getQueryData(queryKey)?.countryId;
      if (countryId) return client.prefetchQuery(countryQuery(countryId));
    });
  }
  return [firstDataPath(data), done];
}

/**
 * Puts answers to the first-data requests of the page at a path (by the path each asks for) into
 * the cache, as if the page had asked: the server draws a page's first screen with its data so.
 */
export function seedFirstData(client: QueryClient, pathname: string, answers: Record<string, unknown>) {
  for (const data of pageData(pathname)) {
    const path = firstDataPath(data);
    // The server drew the page's jobs with pay as posted: a visitor who chose a currency asks again
    // where the endpoint converts pay into one.
    if (storedPayCurrency() && takesCurrency(FIRST_DATA[data.name])) continue;
    if (path in answers) client.setQueryData(queryOf(data).queryKey, answers[path]);
  }
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

/** The first data of the page at an address, all asked for at once. */
export function startPageData(client: QueryClient, url: URL, screen: ScreenName): DataRequest[] {
  return [
    ...pageData(url.pathname).map((first) => prefetchFirstData(client, first)),
    ...prefetchBrowserData(client, screen, url.search),
  ];
}

/**
 * The page's first data that came in its HTML (with a first screen drawn from it: a visitor's job
 * or company page), put into the cache, so the page starts from it rather than asking again.
 */
export function seedFromPage(client: QueryClient) {
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return;
  try {
    seedFirstData(client, window.location.pathname, JSON.parse(text) as Record<string, unknown>);
  } catch {
    // Not JSON (it always is, from the server): the page asks for its data as usual.
  }
}
