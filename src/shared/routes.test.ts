import { describe, expect, it } from "vitest";
import { FIRST_DATA, pageRequestPaths } from "./api/first-data";
import { isPagePath, PAGES, pageData, pageOf } from "./routes";

describe("the page table", () => {
  it("matches a path to its page, with or without a trailing slash", () => {
    expect(pageOf("/")?.screen).toBe("landing");
    expect(pageOf("/jobs")?.screen).toBe("jobs");
    expect(pageOf("/jobs/42/")?.screen).toBe("job-detail");
    expect(pageOf("/terms")).toMatchObject({ screen: "legal", props: { page: "terms" } });
    expect(pageOf("/saved")?.layout).toBe("personal");
  });

  it("knows no page for other paths, so they get the 404 page", () => {
    for (const path of ["/jobs/42/apply", "/nowhere", "/countries/4/jobs", "/api/jobs"]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it("gives a page's first data the page's id, and none that needs an id the path lacks", () => {
    expect(pageData("/countries/4")).toEqual([
      { name: "getCountry", id: 4 },
      { name: "listCountryJobs", id: 4 },
      { name: "listCountryCities", id: 4 },
    ]);
    expect(pageData("/compare")).toEqual([{ name: "listCountrySummaries", id: null }]);
    expect(pageData("/jobs/0")).toEqual([]);
    expect(pageData("/jobs")).toEqual([{ name: "listCountrySummaries", id: null }]);
  });

  it("gives the page's id to exactly the first data whose definition's path takes one", () => {
    for (const page of PAGES) {
      if (!("data" in page)) continue;
      const withId = pageData(page.path.replace(":id", "7"));
      for (const name of page.data) {
        const takesId = FIRST_DATA[name].path.includes(":id");
        expect(withId.find((data) => data.name === name)?.id, `${page.path} ${name}`).toBe(
          takesId ? 7 : null,
        );
      }
    }
  });

  it("names what a page asks for as it starts: its first data, /jobs's first results, the session", () => {
    expect(pageRequestPaths("/", "")).toEqual(["/api/auth/me"]);
    expect(pageRequestPaths("/jobs/7", "")).toEqual(["/api/jobs/7", "/api/auth/me"]);
    expect(pageRequestPaths("/jobs", "")).toEqual([
      "/api/country-summaries",
      "/api/jobs?page=1&pageSize=20",
      "/api/auth/me",
    ]);
    expect(pageRequestPaths("/jobs", "q=%20react%20%20dev&visa=1&filters=open")).toEqual([
      "/api/country-summaries",
      "/api/jobs?q=react+dev&visa=1&page=1&pageSize=20",
      "/api/auth/me",
    ]);
    // Best match depends on who asks (a visitor gets the newest first): not named.
    expect(pageRequestPaths("/jobs", "sort=match")).toEqual(["/api/country-summaries", "/api/auth/me"]);
    expect(pageRequestPaths("/no/such/page", "")).toEqual(["/api/auth/me"]);
  });
});
