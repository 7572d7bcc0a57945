import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

const INDEX = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true },
  "components/layout/app-shell.tsx": { file: "assets/app-shell-1.js" },
  "app/routes/job-detail.tsx": { file: "assets/job-detail-1.js" },
  "app/routes/landing.tsx": { file: "assets/landing-1.js" },
  "app/routes/not-found.tsx": { file: "assets/not-found-1.js" },
};

describe("web app pages", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-web-"));
    fs.mkdirSync(path.join(root, ".vite"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), INDEX);
    fs.writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(root, "assets", "job-detail-1.js"), "export default 1;\n");
    t = await createTestApp({ config: { webRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("names the page's own code in the HTML, so it loads alongside the entry", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs/7" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/job-detail-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-1.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/jobs/7">',
    );
    expect(res.body).not.toContain("__CSP_NONCE__");
  });

  it("gives the landing page its screen but not the app layout, and an unknown path the 404 screen", async () => {
    const landing = await t.app.inject({ method: "GET", url: "/" });
    expect(landing.body).toContain('href="/assets/landing-1.js"');
    expect(landing.body).not.toContain("app-shell-1.js");
    expect(landing.body).not.toContain('rel="preload"');
    const missing = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/not-found-1.js"');
  });

  it("serves hashed assets cached for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/job-detail-1.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
