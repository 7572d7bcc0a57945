import { describe, expect, it } from "vitest";
import { resultSummary, showJobsLabel } from "./result-summary";

describe("resultSummary", () => {
  it("counts the jobs found, newest first, capped as the server counts", () => {
    expect(resultSummary({ total: 1, sort: "newest" }, "newest")).toBe("1 job found");
    expect(resultSummary({ total: 57, sort: "newest" }, "newest")).toBe("57 jobs found");
    expect(resultSummary({ total: 1000 }, "newest")).toBe("1,000+ jobs found");
  });

  it("says a full Best match window is the best of the 500 newest that fit, not a count", () => {
    expect(resultSummary({ total: 500, sort: "match" }, "match")).toBe(
      "The best of the 500 newest jobs that fit, best match first",
    );
    expect(resultSummary({ total: 42, sort: "match" }, "match")).toBe("42 jobs found, best match first");
  });

  it("says so when Best match was asked for but the server gave the newest first", () => {
    expect(resultSummary({ total: 500, sort: "newest" }, "match")).toBe(
      "500 jobs found, newest first: your profile has nothing to match on yet",
    );
  });
});

describe("showJobsLabel", () => {
  it("names how many jobs closing the filters shows, and no count while they change", () => {
    expect(showJobsLabel({ total: 57 }, false)).toBe("Show 57 jobs");
    expect(showJobsLabel({ total: 1 }, false)).toBe("Show 1 job");
    expect(showJobsLabel({ total: 0 }, false)).toBe("Show 0 jobs");
    expect(showJobsLabel({ total: 1000 }, false)).toBe("Show 1,000+ jobs");
    expect(showJobsLabel({ total: 57 }, true)).toBe("Show jobs");
    expect(showJobsLabel(undefined, false)).toBe("Show jobs");
  });
});
