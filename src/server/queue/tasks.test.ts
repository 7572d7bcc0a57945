import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedTasks } from "../db/schema/queue";
import { MAIL_TASK } from "../mail/mailer";
import { EXPIRE_TASK } from "../modules/waitlist/waitlist.service";
import { countsInTable } from "../rate-limit/rate-limit-store";
import { createTestApp, type TestApp } from "../test/app";
import { scheduledJobs } from "./schedules";
import { TASKS } from "./tasks";

describe("the task registry", () => {
  let t: TestApp;
  const lines: { level: number; msg: string; kind?: string; reason?: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info" },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses to queue a payload its kind does not take", async () => {
    await expect(t.app.queue.enqueue(EXPIRE_TASK, { entryId: "12" })).rejects.toThrow(
      /task waitlist\.expire: payload refused: .*entryId/s,
    );
    await expect(t.app.queue.enqueue(MAIL_TASK, { to: "ana@example.test" })).rejects.toThrow(/subject/);
    expect(await t.db.select().from(queuedTasks)).toEqual([]);
  });

  it("fails a stored task whose payload does not parse, says why in the log, and runs the others", async () => {
    await t.db.insert(queuedTasks).values([
      { kind: EXPIRE_TASK, payload: { entry: 12 }, runAt: new Date(Date.now() - 1000) },
      {
        kind: MAIL_TASK,
        payload: { to: "ana@example.test", subject: "Hello", text: "Still delivered", expiresAt: null },
        runAt: new Date(),
      },
    ]);
    expect(await t.runTasks()).toBe(2);
    expect(t.mails.map((mail) => mail.subject)).toEqual(["Hello"]);
    expect(await t.db.select().from(queuedTasks).where(eq(queuedTasks.kind, EXPIRE_TASK))).toEqual([]);
    const refused = lines.find((line) => line.msg === "task given up" && line.kind === EXPIRE_TASK);
    expect(refused?.reason).toMatch(/^task waitlist\.expire: payload refused: .*entryId/s);
    // The app still answers and the queue still runs.
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("takes the payloads of tasks stored by earlier versions as they were", () => {
    const stored: [string, unknown][] = [
      [
        MAIL_TASK,
        { to: "a@x.test", subject: "S", text: "T", html: "<p>T</p>", headers: { A: "b" }, expiresAt: null },
      ],
      ["outbox.purge", { outboxId: 3 }],
      ["auth.password-reset", { email: "a@x.test", baseUrl: "https://x.test" }],
      [EXPIRE_TASK, { entryId: 5 }],
      ["notify.referral-request", { requestId: 1 }],
      ["notify.referral-status", { requestId: 1, status: "Referred" }],
      ["notify.message-unread", { messageId: 1, senderId: 2, receiverId: 3 }],
      [
        "country.updated",
        { key: "k", countries: [{ id: 1, name: "N", changes: [{ field: "f", from: "1", to: "2" }] }] },
      ],
      ["notify.country-weekly", {}],
      ["notifications.digests", {}],
      ["jobs.freshness-sweep", {}],
      ["jobs.counts-compaction", {}],
      ["rate-limits.sweep", {}],
      ["exchange-rates.fetch", {}],
      ["feed-import", { name: "acme" }],
    ];
    expect(Object.keys(TASKS).sort()).toEqual(stored.map(([kind]) => kind).sort());
    for (const [kind, payload] of stored) {
      const task = Object.entries(TASKS).find(([name]) => name === kind)?.[1];
      expect(task?.payload.safeParse(payload).success, kind).toBe(true);
    }
  });
});

describe("the list of scheduled jobs", () => {
  const feeds = [
    { name: "acme", url: "https://acme.example/jobs.json", format: "auto" as const, everyMs: 6 * 3_600_000 },
  ];

  it("is every job the scheduler runs, and nothing else", async () => {
    const t = await createTestApp({
      feeds,
      config: { exchangeRatesFeed: "https://rates.example/daily.xml" },
    });
    try {
      const listed = scheduledJobs({
        feeds,
        exchangeRatesFeed: "https://rates.example/daily.xml",
        rateLimitTable: countsInTable(t.database.kind, t.app.config.redisUrl),
      });
      expect(t.app.scheduler.names()).toEqual(listed.map((job) => job.name));
      expect(t.app.scheduler.names()).toEqual(
        expect.arrayContaining(["notifications.digests", "jobs.freshness", "exchange-rates", "feed:acme"]),
      );
    } finally {
      await t.close();
    }
  });

  it("names only kinds the registry has, with payloads they take", () => {
    for (const job of scheduledJobs({ feeds, exchangeRatesFeed: "https://x.test", rateLimitTable: true })) {
      const task = Object.entries(TASKS).find(([kind]) => kind === job.kind)?.[1];
      expect(task, job.name).toBeDefined();
      expect(task?.payload.safeParse(job.payload).success, job.name).toBe(true);
    }
  });
});
