import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../app";
import { METRICS_TOKEN, type Sample, sampleValue, scrape } from "../metrics-text";
import { createTwoInstances, hasPostgres, type TwoInstances } from "../two-instances";

/**
 * Each instance answers /metrics for itself: its requests, its pool, its task runs. The queue is
 * the shared database's, so both report the same depth (docs/metrics.md: take the max, not the sum).
 */
describe.runIf(hasPostgres)("metrics of two instances on one database", () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances({ config: { metricsToken: METRICS_TOKEN, rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await two?.close();
  });

  const countries = (samples: Sample[]) =>
    sampleValue(samples, "borderless_http_requests_total", {
      method: "GET",
      route: "/api/countries",
      status_code: "200",
    }) ?? 0;

  it("counts a request only on the instance that answered it, and each pool apart", async () => {
    const [aBefore, bBefore] = [await scrape(two.a.app), await scrape(two.b)];
    expect((await two.a.app.inject({ url: "/api/countries" })).statusCode).toBe(200);
    expect((await two.a.app.inject({ url: "/api/countries" })).statusCode).toBe(200);
    const [aAfter, bAfter] = [await scrape(two.a.app), await scrape(two.b)];
    expect(countries(aAfter) - countries(aBefore)).toBe(2);
    expect(countries(bAfter) - countries(bBefore)).toBe(0);
    for (const samples of [aAfter, bAfter]) {
      expect(sampleValue(samples, "borderless_db_pool_connections")).toBeGreaterThanOrEqual(1);
    }
  });

  it("shows a task one instance queued in both instances' queue depth, and its run on the one that ran it", async () => {
    const user = await seedUser(two.a.db);
    const reset = await two.a.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    const due = { kind: "auth.password-reset", state: "due" };
    expect(sampleValue(await scrape(two.a.app), "borderless_queue_tasks", due)).toBe(1);
    expect(sampleValue(await scrape(two.b), "borderless_queue_tasks", due)).toBe(1);

    await two.b.queue.runDue();
    expect(two.bMails.map((mail) => mail.to)).toContain(user.email);
    const [a, b] = [await scrape(two.a.app), await scrape(two.b)];
    expect(sampleValue(a, "borderless_queue_tasks", { kind: "auth.password-reset" })).toBeUndefined();
    expect(sampleValue(b, "borderless_queue_tasks", { kind: "auth.password-reset" })).toBeUndefined();
    const sent = { outcome: "sent" };
    expect(sampleValue(b, "borderless_mail_deliveries_total", sent)).toBe(1);
    expect(sampleValue(a, "borderless_mail_deliveries_total", sent)).toBe(0);
  });
});
