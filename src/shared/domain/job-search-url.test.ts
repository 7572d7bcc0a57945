import { describe, expect, it } from "vitest";
import { describeJobSearch, jobSearchPath } from "./job-search-url";

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
