import { describe, expect, it } from "vitest";
import {
  describeJobSearch,
  jobSearchPath,
  jobSearchRequestPath,
  normalizedFilters,
  parseJobSearch,
} from "./job-search-url";

const NONE = { q: "", country: null, employmentType: null, workType: null, visa: false } as const;

describe("a job search's address and description", () => {
  it("runs on /jobs with only the filters that are set, in the page's order", () => {
    expect(jobSearchPath(NONE)).toBe("/jobs");
    expect(
      jobSearchPath({
        q: "react dev",
        country: 3,
        employmentType: "Contract",
        workType: "Remote",
        visa: true,
      }),
    ).toBe("/jobs?q=react+dev&country=3&employmentType=Contract&workType=Remote&visa=1");
  });

  it("describes the filters in a few words, naming the country when it is known", () => {
    expect(describeJobSearch({ ...NONE, q: " react ", workType: "Remote" })).toBe("react · Remote");
    expect(describeJobSearch({ ...NONE, country: 3, visa: true }, "Germany")).toBe(
      "Germany · Visa sponsorship",
    );
    expect(describeJobSearch({ ...NONE, country: 3 })).toBe("One country");
    expect(describeJobSearch(NONE)).toBe("All jobs");
  });
});

describe("a job search's request", () => {
  it("asks the API for a page of the filters' results, the order included when it is by match", () => {
    expect(jobSearchRequestPath(NONE, 1)).toBe("/api/jobs?page=1&pageSize=20");
    expect(jobSearchRequestPath({ ...NONE, q: "go", country: 3, sort: "match" }, 2)).toBe(
      "/api/jobs?q=go&country=3&sort=match&page=2&pageSize=20",
    );
  });

  it("is the same for an address however its text is spaced", () => {
    const request = (query: string) =>
      jobSearchRequestPath(normalizedFilters(parseJobSearch(new URLSearchParams(query))), 1);
    expect(request("q=%20react%20%20dev%20")).toBe(request("q=react+dev"));
  });
});
