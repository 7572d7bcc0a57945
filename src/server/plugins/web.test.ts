import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { jobs } from "../db/schema/jobs";
import { createTestApp, type TestApp } from "../test/app";
import { START_SCRIPT } from "./first-screens";

const INDEX = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true },
  "components/layout/app-shell.tsx": { file: "assets/app-shell-1.js" },
  "app/routes/job-detail.tsx": { file: "assets/job-detail-1.js" },
  "app/routes/landing.tsx": { file: "assets/landing-1.js" },
  "app/routes/not-found.tsx": { file: "assets/not-found-1.js" },
};

const FIRST_SCREENS = {
  "/jobs": '<div inert="" aria-hidden="true"><h1>Find Your Next Global Opportunity</h1></div>',
};

const JOB_DETAIL = `export default ${JSON.stringify("a job's page ".repeat(200))};\n`;

describe("web app pages", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-web-"));
    fs.mkdirSync(path.join(root, ".vite"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), INDEX);
    fs.writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(root, ".vite", "first-screens.json"), JSON.stringify(FIRST_SCREENS));
    fs.writeFileSync(path.join(root, "assets", "job-detail-1.js"), JOB_DETAIL);
    fs.writeFileSync(path.join(root, "assets", "job-detail-1.js.br"), zlib.brotliCompressSync(JOB_DETAIL));
    fs.writeFileSync(path.join(root, "assets", "job-detail-1.js.gz"), zlib.gzipSync(JOB_DETAIL));
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
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
    );
    expect(res.body).not.toContain("__CSP_NONCE__");
  });

  it("names the first page of /jobs's results for the address's filters, written as an attribute", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs?q=react%20dev&visa=1" });
    expect(res.body).toContain('href="/api/country-summaries"');
    expect(res.body).toContain('href="/api/jobs?q=react+dev&amp;visa=1&amp;page=1&amp;pageSize=20"');
  });

  it("gives the landing page its screen but not the app layout, and an unknown path the 404 screen", async () => {
    const landing = await t.app.inject({ method: "GET", url: "/" });
    expect(landing.body).toContain('href="/assets/landing-1.js"');
    expect(landing.body).not.toContain("app-shell-1.js");
    // No first data of its own: only the session every page asks for.
    expect(landing.body.match(/rel="preload"/g)).toEqual(['rel="preload"']);
    expect(landing.body).toContain(
      'rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me"',
    );
    const missing = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/not-found-1.js"');
  });

  it("sends a visitor a listed page's first screen, with the app started by the start script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">${FIRST_SCREENS["/jobs"]}</div>`);
    // The entry is added after the first paint, by the start script, instead of by its tag.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(`<script data-entry="/assets/index-1.js">${START_SCRIPT}</script></body>`);
    // The page's own code and first data are still named at once.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-1.js">');
    expect(res.body).toContain('href="/api/country-summaries"');
  });

  it("sends the page without a first screen to a session, to an address with a query, and to unlisted pages", async () => {
    for (const request of [
      { url: "/jobs", headers: { cookie: "borderless_session=abc" } },
      { url: "/jobs", headers: { cookie: "__Host-borderless_session=abc" } },
      { url: "/jobs?q=go", headers: {} },
      { url: "/jobs/7", headers: {} },
    ]) {
      const res = await t.app.inject({ method: "GET", ...request });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(res.body).not.toContain("data-entry");
    }
  });

  it("serves hashed assets cached for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/job-detail-1.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's compressed copy of an asset as it is, to a browser that takes it", async () => {
    for (const [encoding, extension, decompress] of [
      ["br", ".br", zlib.brotliDecompressSync],
      ["gzip", ".gz", zlib.gunzipSync],
    ] as const) {
      const copy = fs.readFileSync(path.join(root, "assets", `job-detail-1.js${extension}`));
      const res = await t.app.inject({
        method: "GET",
        url: "/assets/job-detail-1.js",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      // The file itself (compressing on the fly would stream other bytes, without a length).
      expect(res.headers["content-length"]).toBe(String(copy.length));
      expect(res.rawPayload.equals(copy)).toBe(true);
      expect(decompress(res.rawPayload).toString()).toBe(JOB_DETAIL);
    }
  });
});

// A stand-in for the Node build of src/web/first-screen.tsx (the real one is drawn in e2e/fast-pages):
// it draws a job's page from the answer it is given, and counts its drawings.
const RENDERER = `let drawn = 0;
export const DATA_FIRST_SCREENS = ["job-detail"];
export async function renderFirstScreen(path, answers) {
  const job = answers["/api/jobs/" + path.split("/")[2]];
  if (globalThis.failFirstScreen) throw new Error("could not draw");
  drawn += 1;
  const title = job.title.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  return '<div inert="" aria-hidden="true"><h1>' + title + "</h1><p>drawing " + drawn + "</p></div>";
}
`;

describe("a job's page drawn with its data for a visitor", () => {
  let t: TestApp;
  let base: string;
  let job: { id: number; title: string };
  let company: { id: number };
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-web-"));
    const root = path.join(base, "web");
    fs.mkdirSync(path.join(root, ".vite"), { recursive: true });
    fs.mkdirSync(path.join(base, "first-screen"));
    fs.writeFileSync(path.join(root, "index.html"), INDEX);
    fs.writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(base, "first-screen", "first-screen.js"), RENDERER);
    t = await createTestApp({ seed: true, config: { webRoot: root } });
    job = (await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=1" })).json().items[0];
    company = (await t.app.inject({ method: "GET", url: "/api/companies?pageSize=1" })).json().items[0];
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("puts the page drawn from the job's answer into the HTML, once for the same answer", async () => {
    // Within one minute (drawings are kept by the minute).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:05Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const res = await t.app.inject({ method: "GET", url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    const screen = `<div inert="" aria-hidden="true"><h1>${job.title}</h1><p>drawing 1</p></div>`;
    expect(res.body).toContain(`<div id="root">${screen}</div>`);
    expect(res.body).toContain(`<script data-entry="/assets/index-1.js">${START_SCRIPT}</script>`);
    // The answer it was drawn from comes with it, and the app starts from it instead of asking.
    const answer = (await t.app.inject({ method: "GET", url: `/api/jobs/${job.id}` })).body;
    expect(res.body).toContain(
      `<script type="application/json" id="first-data">{"/api/jobs/${job.id}":${answer}}</script></body>`,
    );
    expect(res.body).not.toContain(`href="/api/jobs/${job.id}"`);
    expect(res.body).toContain('href="/api/auth/me"');
    // Asked for again with the job unchanged, the same drawing is sent.
    const again = await t.app.inject({ method: "GET", url: `/jobs/${job.id}` });
    expect(again.body).toContain(`<div id="root">${screen}</div>`);
  });

  it("sends the page without one to a session, to an address with a query, for a job that is not there, and for a screen the build does not draw", async () => {
    for (const request of [
      { url: `/jobs/${job.id}`, headers: { cookie: "borderless_session=abc" } },
      { url: `/jobs/${job.id}?ref=mail`, headers: {} },
      { url: "/jobs/999999999", headers: {} },
      { url: "/jobs/abc", headers: {} },
      { url: `/companies/${company.id}`, headers: {} },
    ]) {
      const res = await t.app.inject({ method: "GET", ...request });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    }
  });

  it("writes the answers so that no text in them can end the element", async () => {
    const title = "Engineer </script><script>alert(1)</script><!--";
    await t.db.update(jobs).set({ title }).where(eq(jobs.id, job.id));
    try {
      const res = await t.app.inject({ method: "GET", url: `/jobs/${job.id}` });
      expect(res.body).not.toContain("<script>alert(1)");
      const text = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(text).toContain("\\u003c/script>");
      expect(JSON.parse(text ?? "")[`/api/jobs/${job.id}`].title).toBe(title);
    } finally {
      await t.db.update(jobs).set({ title: job.title }).where(eq(jobs.id, job.id));
    }
  });

  it("sends the page without one when it cannot be drawn", async () => {
    const global = globalThis as { failFirstScreen?: boolean };
    global.failFirstScreen = true;
    try {
      const second = (await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=2" })).json().items[1];
      const res = await t.app.inject({ method: "GET", url: `/jobs/${second.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      global.failFirstScreen = false;
    }
  });
});
