import type { AddressInfo } from "node:net";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../test/app";
import { METRICS_TOKEN, type Sample, sampleValue, scrape } from "../test/metrics-text";
import { connectSse } from "../test/sse-client";

const QUERIES = "borderless_db_query_duration_seconds_count";

/** A port on this machine where nothing listens: an SMTP server there refuses every connection. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return sampleValue(samples, name, labels) ?? 0;
}

describe("what /metrics reports", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: METRICS_TOKEN, rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("times every database statement, those in transactions included, and counts the failed ones", async () => {
    const first = await scrape(t.app);
    const second = await scrape(t.app);
    // Between two scrapes with nothing else going on: the first one's own count of the queue.
    const idle = value(second, QUERIES) - value(first, QUERIES);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await tx.execute(sql`select ${i}::int`);
    });
    await expect(t.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    const third = await scrape(t.app);
    expect(value(third, QUERIES) - value(second, QUERIES)).toBeGreaterThanOrEqual(idle + 6);
    expect(
      value(third, "borderless_db_query_errors_total") - value(second, "borderless_db_query_errors_total"),
    ).toBe(1);
    expect(value(third, "borderless_db_query_duration_seconds_sum")).toBeGreaterThan(0);
    const inf = value(third, "borderless_db_query_duration_seconds_bucket", { le: "+Inf" });
    expect(inf).toBe(value(third, QUERIES));
  });

  it("shows a queued task in the queue's depth until it has run, then the runs and the mail it sent", async () => {
    const user = await seedUser(t.db);
    const before = await scrape(t.app);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);

    const queued = await scrape(t.app);
    expect(sampleValue(queued, "borderless_queue_tasks", { kind: "auth.password-reset", state: "due" })).toBe(
      1,
    );
    expect(sampleValue(queued, "borderless_queue_failing_tasks", { kind: "auth.password-reset" })).toBe(0);

    const mailsBefore = t.mails.length;
    await t.runTasks();
    expect(t.mails.length).toBe(mailsBefore + 1);
    const after = await scrape(t.app);
    expect(sampleValue(after, "borderless_queue_tasks", { kind: "auth.password-reset" })).toBeUndefined();
    expect(sampleValue(after, "borderless_queue_tasks", { kind: "mail" })).toBeUndefined();
    const sent = (s: Sample[]) => value(s, "borderless_mail_deliveries_total", { outcome: "sent" });
    expect(sent(after) - sent(before)).toBe(1);
    expect(sampleValue(after, "borderless_mail_deliveries_total", { outcome: "failed" })).toBe(0);
    const runs = (s: Sample[], kind: string) =>
      value(s, "borderless_queue_task_runs_total", { kind, outcome: "done" });
    expect(runs(after, "auth.password-reset") - runs(before, "auth.password-reset")).toBe(1);
    expect(runs(after, "mail") - runs(before, "mail")).toBe(1);
  });

  it("counts the live message streams open now", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const streams = async () => value(await scrape(t.app), "borderless_live_message_streams");
    expect(await streams()).toBe(0);
    const one = await connectSse(`http://127.0.0.1:${port}/api/messages/stream`, cookie);
    const two = await connectSse(`http://127.0.0.1:${port}/api/messages/stream`, cookie);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await streams()).toBe(2);
    one.close();
    await vi.waitFor(async () => expect(await streams()).toBe(1));
    two.close();
    await vi.waitFor(async () => expect(await streams()).toBe(0));
  });

  it("reports the connection pool on a PostgreSQL server, and nothing of one on the embedded database", async () => {
    const samples = await scrape(t.app);
    if (t.database.kind === "postgres") {
      expect(value(samples, "borderless_db_pool_max_connections")).toBe(10);
      const open = value(samples, "borderless_db_pool_connections");
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(value(samples, "borderless_db_pool_idle_connections")).toBeLessThanOrEqual(open);
      expect(sampleValue(samples, "borderless_db_pool_waiting_queries")).toBe(0);
    } else {
      expect(samples.filter((s) => s.name.startsWith("borderless_db_pool_"))).toEqual([]);
    }
  });
});

describe("a mail the SMTP server refuses", () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { metricsToken: METRICS_TOKEN, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
    });
    // A second app in the same process, with a registry of its own.
    other = await createTestApp({ config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it("counts as failed, and its task as failing and waiting for its retry", async () => {
    await t.app.mailer.send({ to: "ana@example.test", subject: "Hello", text: "A note" });
    await t.runTasks();
    const samples = await scrape(t.app);
    expect(value(samples, "borderless_mail_deliveries_total", { outcome: "failed" })).toBe(1);
    expect(value(samples, "borderless_mail_deliveries_total", { outcome: "sent" })).toBe(0);
    expect(value(samples, "borderless_queue_task_runs_total", { kind: "mail", outcome: "failed" })).toBe(1);
    expect(sampleValue(samples, "borderless_queue_failing_tasks", { kind: "mail" })).toBe(1);
    expect(sampleValue(samples, "borderless_queue_tasks", { kind: "mail", state: "scheduled" })).toBe(1);
  });

  it("shows nothing of it in another app's metrics in the same process", async () => {
    await t.app.inject({ url: "/api/countries" });
    const samples = await scrape(other.app);
    expect(value(samples, "borderless_mail_deliveries_total", { outcome: "failed" })).toBe(0);
    expect(samples.filter((s) => s.labels.route === "/api/countries")).toEqual([]);
    expect(sampleValue(samples, "borderless_queue_tasks", { kind: "mail" })).toBeUndefined();
  });
});
