import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { DATABASE_CHECK_INTERVAL_MS, standingCheck } from "./health.routes";

describe("health and the API's edges", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers ok once the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a readable 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: "not_found",
      message: expect.stringContaining("/api/no-such-thing"),
    });
  });

  it("answers a broken %-escape and an overlong path id in the same error shape", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/jobs/%C0%AF" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: "bad_request", message: expect.stringContaining("%-escape") });
    const long = await t.app.inject({ method: "PUT", url: `/api/jobs/${"9".repeat(250)}/save` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ code: "not_found", message: "Not found" });
  });

  it("sends a strict content security policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("refuses a state change sent from another site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cross-site/i);
  });

  it("refuses a form-encoded body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.c",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });

  it("serves the OpenAPI document generated from the schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
  });
});

describe("health: the database check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await t.close();
  });

  const health = () => t.app.inject({ method: "GET", url: "/api/health" });
  /** Moves the clock the check reads past its interval. */
  const later = () => vi.setSystemTime(Date.now() + DATABASE_CHECK_INTERVAL_MS);

  it("asks the database once for all the checks of an interval, and again in the next", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const execute = vi.spyOn(t.database.db, "execute");
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(execute).toHaveBeenCalledTimes(1);
    later();
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("answers 503 while the database does not answer, and 200 once it does again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const execute = vi.spyOn(t.database.db, "execute").mockRejectedValue(new Error("connection lost"));
    // A good answer stands only while a question is on its way: once the question of a later
    // interval has failed, the check says so.
    const down = await vi.waitFor(async () => {
      later();
      const res = await health();
      expect(res.statusCode).toBe(503);
      return res;
    });
    expect(down.json()).toEqual({ code: "unavailable", message: "The database is not answering." });
    execute.mockRestore();
    await vi.waitFor(async () => {
      later();
      expect((await health()).statusCode).toBe(200);
    });
  });
});

describe("health: a good answer stands while the next waits behind a busy database", () => {
  /** A check whose answers the test gives, one question at a time. */
  function controlledCheck() {
    const questions: Array<{ answer(): void; fail(): void }> = [];
    const check = () =>
      new Promise<void>((resolve, reject) => {
        questions.push({ answer: resolve, fail: () => reject(new Error("no answer")) });
      });
    return { check, questions };
  }

  it("answers from the last good answer for up to its time, then waits for the question", async () => {
    let clock = 0;
    const { check, questions } = controlledCheck();
    const healthy = standingCheck(check, 1000, 5000, () => clock);
    // The first question: nothing stands yet, so the check waits for it.
    const first = healthy();
    questions[0]?.answer();
    expect(await first).toBe(true);
    // A second later the database is asked again and does not answer yet: the good answer stands.
    clock = 1000;
    expect(await healthy()).toBe(true);
    expect(questions).toHaveLength(2);
    clock = 4999;
    expect(await healthy()).toBe(true);
    // Five seconds after the last good answer it no longer stands: the check waits for the database.
    clock = 5000;
    let settled: boolean | undefined;
    const waiting = healthy().then((ok) => {
      settled = ok;
    });
    await Promise.resolve();
    expect(settled).toBeUndefined();
    questions[1]?.fail();
    await waiting;
    expect(settled).toBe(false);
  });

  it("never lets a failed answer stand in for a later one", async () => {
    let clock = 0;
    const { check, questions } = controlledCheck();
    const healthy = standingCheck(check, 1000, 5000, () => clock);
    const first = healthy();
    questions[0]?.answer();
    await first;
    clock = 1000;
    const second = healthy();
    questions[1]?.fail();
    expect(await second).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The failure is the answer of its interval; the good one before it no longer stands.
    expect(await healthy()).toBe(false);
  });
});
