import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { seedCompany, seedJob } from "../test/data/jobs";
import { METRICS_TOKEN, parseMetrics, sampleValue, scrape } from "../test/metrics-text";

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-metrics-web-"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    t = await createTestApp({ config: { webRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is an unknown path like any other: the app's 404 page, with or without a token", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe(unknown.headers["content-type"]);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain("borderless_");
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        metricsToken: METRICS_TOKEN,
        logLevel: "info",
        rateLimitScale: 100,
        publicUrl: "https://jobs.example.test",
        publicHostOnly: true,
      },
      logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    logLines.length = 0;
  });

  it("is described in the OpenAPI document", async () => {
    const docs = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(docs.paths["/metrics"]?.get?.summary).toMatch(/Prometheus/);
  });

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", `Bearer ${METRICS_TOKEN}x`],
    ["the token's first half", `Bearer ${METRICS_TOKEN.slice(0, 16)}`],
    ["another scheme", `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString("base64")}`],
    ["the token without a scheme", METRICS_TOKEN],
    ["an empty bearer", "Bearer "],
  ])("answers 401 with WWW-Authenticate: Bearer and no metrics to %s", async (_case, authorization) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe("Bearer");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: "unauthorized", message: expect.stringContaining("Bearer") });
    expect(res.body).not.toContain("borderless_");
  });

  it("answers the token in the Prometheus text format, with process metrics, kept by no cache", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    // The same security headers as every other answer.
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.body).toMatch(/^# HELP borderless_process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^# TYPE borderless_http_requests_total counter$/m);
    expect(res.body).toMatch(/^# TYPE borderless_db_query_duration_seconds histogram$/m);
    const samples = parseMetrics(res.body);
    expect(sampleValue(samples, "borderless_process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sampleValue(samples, "borderless_nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sampleValue(samples, "borderless_process_start_time_seconds")).toBeGreaterThan(0);
  });

  it("counts requests by route pattern and status, never by URL, and not the scrapes", async () => {
    const company = await seedCompany(t.db);
    const job = await seedJob(t.db, { companyId: company.id, companyName: company.name });
    const before = await scrape(t.app);
    const count = (samples: typeof before, route: string, status: string) =>
      sampleValue(samples, "borderless_http_requests_total", { method: "GET", route, status_code: status }) ??
      0;

    expect((await t.app.inject({ url: "/api/jobs" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/jobs?q=engineer" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/jobs/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/no-such-endpoint" })).statusCode).toBe(404);
    const after = await scrape(t.app);

    expect(count(after, "/api/jobs", "200") - count(before, "/api/jobs", "200")).toBe(2);
    expect(count(after, "/api/jobs/:id", "200") - count(before, "/api/jobs/:id", "200")).toBe(1);
    expect(count(after, "/api/jobs/:id", "404") - count(before, "/api/jobs/:id", "404")).toBe(1);
    expect(count(after, "unmatched", "404") - count(before, "unmatched", "404")).toBe(1);
    const durations = sampleValue(after, "borderless_http_request_duration_seconds_count", {
      method: "GET",
      route: "/api/jobs/:id",
      status_code: "200",
    });
    expect(durations).toBe(count(after, "/api/jobs/:id", "200"));
    const routes = new Set(after.map((s) => s.labels.route).filter(Boolean));
    expect(routes.has("/metrics")).toBe(false);
    expect([...routes].some((route) => route?.includes(String(job.id)) || route?.includes("999999"))).toBe(
      false,
    );
  });

  it("writes no log line for a scrape, and one security event for a refused one", async () => {
    await scrape(t.app);
    await t.app.inject({ url: "/api/countries" });
    expect(logLines.filter((line) => JSON.stringify(line).includes("/metrics"))).toEqual([]);
    // The ordinary request log is on: the request above wrote its lines.
    expect(logLines.length).toBeGreaterThan(0);

    logLines.length = 0;
    await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, security: "refused", outcome: "failure", status: 401 }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain("not-the-token-at-all");
  });

  it("answers at an instance's own address, which the rest of the app refuses when PUBLIC_URL is set", async () => {
    const host = "10.1.2.3:3000";
    const health = await t.app.inject({ url: "/api/health", headers: { host } });
    expect(health.statusCode).toBe(400);
    const metrics = await t.app.inject({
      url: "/metrics",
      headers: { host, authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    const refused = await t.app.inject({ url: "/metrics", headers: { host } });
    expect(refused.statusCode).toBe(401);
  });

  it("has no rate limit: scrapes in quick succession all answer", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]?.headers["x-ratelimit-limit"]).toBeUndefined();
  });
});

describe("request metrics of the web app", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-metrics-web-"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    for (const name of ["index-1.js", "jobs-1.js"]) {
      fs.writeFileSync(path.join(root, "assets", name), "export default 1;\n");
    }
    t = await createTestApp({ config: { webRoot: root, metricsToken: METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("counts the app's files as one route and its pages under the web app's route", async () => {
    for (const url of ["/assets/index-1.js", "/assets/jobs-1.js", "/jobs", "/no/such/page"]) {
      await t.app.inject({ url });
    }
    const samples = await scrape(t.app);
    const count = (route: string, status: string) =>
      sampleValue(samples, "borderless_http_requests_total", { method: "GET", route, status_code: status });
    expect(count("static", "200")).toBe(2);
    expect(count("/*", "200")).toBe(1);
    expect(count("/*", "404")).toBe(1);
    expect(samples.filter((s) => s.labels.route?.startsWith("/assets/"))).toEqual([]);
  });
});
