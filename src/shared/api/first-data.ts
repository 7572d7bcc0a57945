import { jobSearchRequestPath, normalizedFilters, parseJobSearch } from "../domain/job-search-url";
import { type FirstDataName, type PageData, pageData, pageOf, SESSION_PATH } from "../routes";
import { getCompany } from "./companies";
import { getCountry, listCountryCities, listCountrySummaries } from "./countries";
import { type Endpoint, pathOf } from "./endpoint";
import { getJob, listCountryJobs } from "./jobs";
import { getMethodology } from "./methodology";

/**
 * The endpoints a page can name as the data it shows first (`data` in the page table, by these
 * names). A definition with `:id` in its path takes the page's id.
 */
export const FIRST_DATA = {
  getJob,
  getCompany,
  getCountry,
  listCountryJobs,
  listCountryCities,
  listCountrySummaries,
  getMethodology,
} as const satisfies Record<FirstDataName, Endpoint>;

/** The address a page's first-data request goes to, exactly as the web app asks for it. */
export function firstDataPath({ name, id }: PageData): string {
  return pathOf(FIRST_DATA[name], id === null ? {} : { params: { id } });
}

/** The first data of the page at a path, as the paths the web app requests. */
export function pageDataPaths(pathname: string): string[] {
  return pageData(pathname).map(firstDataPath);
}

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
