import { DEFAULT_PAGE_SIZE, JOB_TOTAL_CAP, MAX_SEARCH_DEPTH } from "@shared/domain/job-limits";
import { jobSearchRequestPath } from "@shared/domain/job-search-url";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FILTERS, type JobSearchFilters } from "../lib/search-params";
import { jobSearchQuery, searchJobs } from "./search-jobs";

/** A full page of a search whose total reads "1,000+". */
function fullPage(page: number): JobPage {
  const items = Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => ({ id: page * 100 + i }) as Job);
  return { items, total: JOB_TOTAL_CAP, page, pageSize: DEFAULT_PAGE_SIZE };
}

describe("'Load more' on a long search", () => {
  const next = (last: JobPage) => {
    const { getNextPageParam } = jobSearchQuery(EMPTY_FILTERS);
    return getNextPageParam(last, [last], last.page, [last.page]);
  };
  const lastPage = MAX_SEARCH_DEPTH / DEFAULT_PAGE_SIZE;

  it("offers the next page while it is within the deepest page the server answers", () => {
    expect(next(fullPage(1))).toBe(2);
    expect(next(fullPage(lastPage - 1))).toBe(lastPage);
  });

  it("offers no page the server would refuse", () => {
    expect(next(fullPage(lastPage))).toBeUndefined();
  });
});

describe("the search's request", () => {
  const filters: JobSearchFilters = {
    q: "react native",
    country: 3,
    employmentType: "Full-time",
    workType: "Remote",
    visa: true,
    registeredSponsor: true,
    sort: "match",
  };
  const answer: JobPage = { items: [], total: 0, page: 2, pageSize: DEFAULT_PAGE_SIZE };

  /** The addresses fetched while `run` runs, with this browser's "Show pay in" set to `currency`. */
  async function requested(currency: string | null, run: () => Promise<unknown>): Promise<string[]> {
    const urls: string[] = [];
    vi.stubGlobal("localStorage", { getItem: () => currency });
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    });
    await run();
    return urls;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the address the server names in the HTML of /jobs, byte for byte", async () => {
    expect(await requested(null, () => searchJobs(filters, 2))).toEqual([jobSearchRequestPath(filters, 2)]);
    expect(await requested(null, () => searchJobs(EMPTY_FILTERS, 1))).toEqual([
      jobSearchRequestPath(EMPTY_FILTERS, 1),
    ]);
  });

  it("adds the browser's pay currency last", async () => {
    expect(await requested("EUR", () => searchJobs(filters, 1))).toEqual([
      `${jobSearchRequestPath(filters, 1)}&currency=EUR`,
    ]);
  });

  it("keeps one cache key for every page and currency, under the job answers' key", () => {
    const key = jobSearchQuery(filters).queryKey;
    expect(key[0]).toBe(jobSearchQuery(EMPTY_FILTERS).queryKey[0]);
    expect(key).not.toEqual(jobSearchQuery(EMPTY_FILTERS).queryKey);
    expect(JSON.stringify(key)).not.toContain("page=");
    expect(key[1]).not.toHaveProperty("page");
    expect(key[1]).not.toHaveProperty("currency");
  });
});
