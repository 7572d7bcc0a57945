import { DEFAULT_PAGE_SIZE, JOB_TOTAL_CAP, MAX_SEARCH_DEPTH } from "@shared/domain/job-limits";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../lib/search-params";
import { jobSearchQuery } from "./search-jobs";

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
