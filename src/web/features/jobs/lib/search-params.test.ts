import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  jobSearchParams,
  parseJobSearch,
  withSearchText,
} from "./search-params";

describe("job search filters in the address bar", () => {
  it("round-trips every filter", () => {
    const filters = {
      q: "react dev",
      country: 3,
      employmentType: "Full-time",
      workType: "Remote",
      visa: true,
      registeredSponsor: true,
      sort: "match",
    } as const;
    const qs = jobSearchParams(filters).toString();
    expect(qs).toBe(
      "q=react+dev&country=3&employmentType=Full-time&workType=Remote&visa=1&registeredSponsor=1&sort=match",
    );
    expect(parseJobSearch(new URLSearchParams(qs))).toEqual(filters);
  });

  it("leaves unset filters out", () => {
    expect(jobSearchParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("ignores values it does not know instead of failing", () => {
    expect(
      parseJobSearch(
        new URLSearchParams("country=abc&employmentType=Freelance&workType=all&visa=yes&sort=best"),
      ),
    ).toEqual(EMPTY_FILTERS);
    expect(parseJobSearch(new URLSearchParams("country=0"))).toEqual(EMPTY_FILTERS);
  });

  it("knows when any filter is active", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, visa: true })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: "match" })).toBe(false);
  });

  it("keeps the best-match order when the text changes", () => {
    const now = new URLSearchParams("workType=Remote&sort=match");
    expect(withSearchText(now, "react").toString()).toBe("q=react&workType=Remote&sort=match");
  });

  it("sends new text without undoing a filter chosen while the text waited to be sent", () => {
    // Typed "react" on /jobs?visa=1; before the pause ended, Germany (3) and Remote were chosen.
    const now = new URLSearchParams("country=3&workType=Remote&visa=1");
    expect(withSearchText(now, "react").toString()).toBe("q=react&country=3&workType=Remote&visa=1");
  });

  it("replaces the text and clears it when the box is emptied", () => {
    const now = new URLSearchParams("q=react&employmentType=Contract");
    expect(withSearchText(now, "rust").toString()).toBe("q=rust&employmentType=Contract");
    expect(withSearchText(now, "").toString()).toBe("employmentType=Contract");
  });
});
