import type { Job } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, type TestApp } from "../../test/app";
import { buildJob, seedCompany } from "../../test/data/jobs";
import { FRESHNESS_TASK } from "./jobs-freshness";

const DAY = 86_400_000;

describe("the daily freshness sweep", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  async function get<T>(url: string): Promise<{ status: number; body: T }> {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() as T };
  }
  async function listedIds(): Promise<number[]> {
    const { status, body } = await get<Job[]>("/api/jobs");
    expect(status).toBe(200);
    return body.map((j) => j.id);
  }
  const availableJobs = async () => (await get<{ availableJobs: number }>("/api/stats")).body.availableJobs;

  beforeAll(async () => {
    t = await createTestApp({ config: { jobMaxAgeDays: 60 } });
    const company = await seedCompany(t.db, { name: "Fresh Fields" });
    const now = Date.now();
    const job = async (name: string, fields: Partial<typeof jobs.$inferInsert>) => {
      const [row] = await t.db
        .insert(jobs)
        .values({ ...buildJob({ title: name, companyId: company.id, companyName: company.name }), ...fields })
        .returning();
      if (!row) throw new Error("job not inserted");
      ids[name] = row.id;
    };
    await job("past closing date", {
      source: "greenhouse:fresh",
      externalId: "1",
      validThrough: new Date(now - DAY),
      refreshedAt: new Date(now - DAY),
    });
    await job("refreshed 61 days ago", {
      source: "lever:fresh",
      externalId: "2",
      refreshedAt: new Date(now - 61 * DAY),
    });
    await job("demo from 90 days ago", {
      source: "demo",
      isDemo: true,
      refreshedAt: new Date(now - 90 * DAY),
    });
    await job("fresh", {
      source: "greenhouse:fresh",
      externalId: "3",
      refreshedAt: new Date(now - 59 * DAY),
      validThrough: new Date(now + 10 * DAY),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("closes expired and stale jobs, which leave search and counts; their pages say when and why", async () => {
    expect(await listedIds()).toHaveLength(4);
    expect(await availableJobs()).toBe(4);

    await t.app.queue.enqueue(FRESHNESS_TASK, {});
    expect(await t.runTasks()).toBe(1);

    const listed = await listedIds();
    expect(listed.sort()).toEqual([ids["demo from 90 days ago"], ids.fresh].sort());
    expect(await availableJobs()).toBe(2);
    const search = await get<{ total: number }>("/api/jobs?q=ago");
    expect(search.body.total).toBe(1);

    const expired = await get<Job>(`/api/jobs/${ids["past closing date"]}`);
    expect(expired.status).toBe(200);
    expect(expired.body.closedReason).toBe("expired");
    expect(Date.now() - Date.parse(expired.body.closedAt ?? "")).toBeLessThan(60_000);
    const stale = await get<Job>(`/api/jobs/${ids["refreshed 61 days ago"]}`);
    expect(stale.status).toBe(200);
    expect(stale.body.closedReason).toBe("stale");
    expect(stale.body.closedAt).not.toBeNull();
    for (const name of ["demo from 90 days ago", "fresh"]) {
      const open = await get<Job>(`/api/jobs/${ids[name]}`);
      expect(open.body.closedAt, name).toBeNull();
      expect(open.body.closedReason, name).toBeNull();
    }
  });

  it("closes nothing more and keeps the first closing time when it runs again", async () => {
    const before = await get<Job>(`/api/jobs/${ids["past closing date"]}`);
    await t.app.queue.enqueue(FRESHNESS_TASK, {});
    await t.runTasks();
    const after = await get<Job>(`/api/jobs/${ids["past closing date"]}`);
    expect(after.body.closedAt).toBe(before.body.closedAt);
    expect(await availableJobs()).toBe(2);
  });
});
