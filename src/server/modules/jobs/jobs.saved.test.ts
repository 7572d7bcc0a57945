import type { Job, Stats } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedCountry, seedJob } from "../../test/data/jobs";

describe("saved jobs, applications and stats are each person's own", () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const jobIds: number[] = [];

  async function call(method: "GET" | "PUT" | "DELETE" | "POST", url: string, cookie?: string) {
    const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const country = await seedCountry(t.db);
    await seedCountry(t.db);
    const company = await seedCompany(t.db, { name: "Globex" });
    for (const [i, visa] of [true, false, true].entries()) {
      const job = await seedJob(t.db, {
        title: `Job ${i}`,
        companyId: company.id,
        companyName: company.name,
        countryId: country.id,
        visaSponsorship: visa,
        postedAt: new Date(Date.now() - i * 1000),
        isDemo: i === 0,
      });
      jobIds.push(job.id);
    }
    const a = await seedUser(t.db);
    const b = await seedUser(t.db);
    alice = await sessionCookie(t.app, t.db, a.id);
    bob = await sessionCookie(t.app, t.db, b.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("asks a visitor to sign in before saving, unsaving, applying or listing saved jobs", async () => {
    const id = jobIds[0];
    for (const [method, url] of [
      ["PUT", `/api/jobs/${id}/save`],
      ["DELETE", `/api/jobs/${id}/save`],
      ["POST", `/api/jobs/${id}/apply`],
      ["GET", "/api/saved-jobs"],
    ] as const) {
      const res = await call(method, url);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please sign in to continue.");
    }
  });

  it("saves idempotently and shows saved only to the person who saved", async () => {
    const [first, second] = jobIds as [number, number];
    expect(await call("PUT", `/api/jobs/${first}/save`, alice)).toEqual({
      status: 200,
      body: { jobId: first, saved: true },
    });
    expect((await call("PUT", `/api/jobs/${first}/save`, alice)).status).toBe(200);
    await call("PUT", `/api/jobs/${second}/save`, alice);

    const mine = await call("GET", "/api/saved-jobs", alice);
    expect(mine.body.map((j: Job) => j.id)).toEqual([second, first]);
    expect(mine.body.every((j: Job) => j.saved)).toBe(true);

    expect((await call("GET", "/api/saved-jobs", bob)).body).toEqual([]);
    expect((await call("GET", `/api/jobs/${first}`, alice)).body.saved).toBe(true);
    expect((await call("GET", `/api/jobs/${first}`, bob)).body.saved).toBe(false);
    expect((await call("GET", `/api/jobs/${first}`)).body.saved).toBe(false);
    const list = (await call("GET", "/api/jobs?page=1", bob)).body.items as Job[];
    expect(list.some((j) => j.saved)).toBe(false);
  });

  it("answers a window of saved jobs with limit and offset, and refuses a bad one readably", async () => {
    const all = (await call("GET", "/api/saved-jobs", alice)).body.map((j: Job) => j.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect((await call("GET", "/api/saved-jobs?limit=1", alice)).body.map((j: Job) => j.id)).toEqual([
      all[0],
    ]);
    expect((await call("GET", "/api/saved-jobs?limit=1&offset=1", alice)).body.map((j: Job) => j.id)).toEqual(
      [all[1]],
    );
    const bad = await call("GET", "/api/saved-jobs?limit=0", alice);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Limit must be a whole number from 1 to 1000");
  });

  it("unsaves idempotently without touching another person's saved jobs", async () => {
    const [, , third] = jobIds as [number, number, number];
    await call("PUT", `/api/jobs/${third}/save`, bob);
    await call("PUT", `/api/jobs/${third}/save`, alice);
    expect(await call("DELETE", `/api/jobs/${third}/save`, alice)).toEqual({
      status: 200,
      body: { jobId: third, saved: false },
    });
    expect((await call("DELETE", `/api/jobs/${third}/save`, alice)).status).toBe(200);
    expect((await call("GET", "/api/saved-jobs", alice)).body.map((j: Job) => j.id)).not.toContain(third);
    expect((await call("GET", "/api/saved-jobs", bob)).body.map((j: Job) => j.id)).toEqual([third]);
  });

  it("answers 404 for saving or applying to a job that does not exist", async () => {
    for (const [method, url] of [
      ["PUT", "/api/jobs/999999/save"],
      ["DELETE", "/api/jobs/999999/save"],
      ["POST", "/api/jobs/999999/apply"],
    ] as const) {
      const res = await call(method, url, alice);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Job not found");
    }
    expect((await call("PUT", "/api/jobs/abc/save", alice)).status).toBe(404);
  });

  it("records an application once and shows it only to the applicant", async () => {
    const [first] = jobIds as [number];
    expect(await call("POST", `/api/jobs/${first}/apply`, alice)).toEqual({
      status: 200,
      body: { jobId: first, applied: true },
    });
    expect((await call("POST", `/api/jobs/${first}/apply`, alice)).status).toBe(200);
    expect((await call("GET", `/api/jobs/${first}`, alice)).body.applied).toBe(true);
    expect((await call("GET", `/api/jobs/${first}`, bob)).body.applied).toBe(false);
  });

  it("counts jobs, demo jobs, visa jobs, countries and the person's own saved jobs", async () => {
    const visitor = await call("GET", "/api/stats");
    expect(visitor).toEqual({
      status: 200,
      body: {
        availableJobs: 3,
        demoJobs: 1,
        visaSponsorshipJobs: 2,
        countries: 2,
        savedJobs: 0,
      } satisfies Stats,
    });
    const aliceSaved = (await call("GET", "/api/saved-jobs", alice)).body.length;
    const bobSaved = (await call("GET", "/api/saved-jobs", bob)).body.length;
    expect(aliceSaved).not.toBe(bobSaved);
    expect((await call("GET", "/api/stats", alice)).body.savedJobs).toBe(aliceSaved);
    expect((await call("GET", "/api/stats", bob)).body.savedJobs).toBe(bobSaved);
  });
});
