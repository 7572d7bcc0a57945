import fs from "node:fs";
import path from "node:path";
import { pageDataPaths } from "@shared/api/first-data";
import { PAGES } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { modulePreloadTags, pagePreloads, type ViteManifest } from "./page-preloads";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-1.js" },
  "_base.js": { file: "assets/base-1.js", imports: ["_react.js"] },
  "_shared.js": { file: "assets/shared-1.js", imports: ["_base.js"] },
  "components/layout/app-shell.tsx": { file: "assets/app-shell-1.js", imports: ["_base.js"] },
  "app/routes/jobs.tsx": { file: "assets/jobs-1.js", imports: ["_shared.js", "index.html"] },
  "app/routes/job-detail.tsx": { file: "assets/job-detail-1.js", imports: ["_shared.js"] },
  "app/routes/landing.tsx": { file: "assets/landing-1.js", imports: ["_base.js"] },
  "app/routes/not-found.tsx": { file: "assets/not-found-1.js", imports: ["_react.js"] },
};

describe("pagePreloads", () => {
  it("names an app page's screen and layout with what they import, but not the entry's files", () => {
    expect(pagePreloads(manifest, "/jobs").sort()).toEqual(
      ["/assets/app-shell-1.js", "/assets/base-1.js", "/assets/jobs-1.js", "/assets/shared-1.js"].sort(),
    );
    expect(pagePreloads(manifest, "/jobs/42")).toContain("/assets/job-detail-1.js");
    expect(pagePreloads(manifest, "/jobs/42")).not.toContain("/assets/jobs-1.js");
  });

  it("names the layout for personal pages too", () => {
    expect(pagePreloads(manifest, "/saved")).toContain("/assets/app-shell-1.js");
  });

  it("leaves the layout out of public pages, and sends unknown paths the 404 screen", () => {
    expect(pagePreloads(manifest, "/").sort()).toEqual(["/assets/base-1.js", "/assets/landing-1.js"]);
    expect(pagePreloads(manifest, "/no/such/page")).toEqual(["/assets/not-found-1.js"]);
  });

  it("names nothing without a manifest", () => {
    expect(pagePreloads({}, "/jobs")).toEqual([]);
  });

  it("writes modulepreload links the way Vite writes its own", () => {
    expect(modulePreloadTags(["/assets/a.js"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });
});

describe("the page table", () => {
  it("names a screen file that exists for every page", () => {
    const routes = path.resolve("src/web/app/routes");
    for (const page of [...PAGES, { screen: "not-found" }]) {
      expect(fs.existsSync(path.join(routes, `${page.screen}.tsx`)), page.screen).toBe(true);
    }
  });
});

describe("pageDataPaths", () => {
  it("names the answers a detail page or a list shows first, and nothing for a bad id", () => {
    expect(pageDataPaths("/jobs/12")).toEqual(["/api/jobs/12"]);
    expect(pageDataPaths("/countries/4/")).toEqual([
      "/api/countries/4",
      "/api/countries/4/jobs",
      "/api/countries/4/cities",
    ]);
    expect(pageDataPaths("/countries")).toEqual(["/api/country-summaries"]);
    expect(pageDataPaths("/jobs/abc")).toEqual([]);
    expect(pageDataPaths("/")).toEqual([]);
  });
});
