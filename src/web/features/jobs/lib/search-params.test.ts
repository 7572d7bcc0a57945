import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, hasActiveFilters, jobSearchParams, parseJobSearch } from "./search-params";

describe("job search filters in the address bar", () => {
  it("round-trips every filter", () => {
    const filters = {
      q: "react dev",
      country: 3,
      employmentType: "Full-time",
      workType: "Remote",
      visa: true,
    } as const;
    const qs = jobSearchParams(filters).toString();
    expect(qs).toBe("q=react+dev&country=3&employmentType=Full-time&workType=Remote&visa=1");
    expect(parseJobSearch(new URLSearchParams(qs))).toEqual(filters);
  });

  it("leaves unset filters out", () => {
    expect(jobSearchParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("ignores values it does not know instead of failing", () => {
    expect(
      parseJobSearch(new URLSearchParams("country=abc&employmentType=Freelance&workType=all&visa=yes")),
    ).toEqual(EMPTY_FILTERS);
    expect(parseJobSearch(new URLSearchParams("country=0"))).toEqual(EMPTY_FILTERS);
  });

  it("knows when any filter is active", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, visa: true })).toBe(true);
  });
});
