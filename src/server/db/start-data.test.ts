import type { Country } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import type { Referrer } from "@shared/schemas/referrals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { loadStartData } from "./start-data";

function signIn(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
}

describe("a fresh start with DEMO_DATA off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoData: false } });
    await loadStartData(t.db, { demoData: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("has the reference countries with their figures", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/countries" })).json() as Country[];
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list[0]).toMatchObject({ id: 1, code: "US", employmentOpportunity: 59.4 });
    expect(list.slice(0, 17).every((c) => c.priceLevel && c.exchangeRate)).toBe(true);
  });

  it("has no demo jobs, companies or people, and demo/demo1234 does not sign in", async () => {
    const jobs = (await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=50" })).json();
    expect(jobs.total).toBe(0);
    const companies = await t.app.inject({ method: "GET", url: "/api/referral-companies/options" });
    expect(companies.statusCode).toBe(200);
    expect(companies.json()).toEqual([]);
    const referrers = (await t.app.inject({ method: "GET", url: "/api/referrers" })).json();
    expect(referrers).toEqual([]);
    expect((await signIn(t, "demo", "demo1234")).statusCode).toBe(401);
  });
});

describe("a fresh start with DEMO_DATA on", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadStartData(t.db, { demoData: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks the demo jobs, their companies, the offerings and the referrers as demo", async () => {
    const page = (await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=50" })).json();
    expect(page.items.length).toBeGreaterThan(0);
    for (const job of page.items as Job[]) {
      expect(job.isDemo, job.title).toBe(true);
      expect(job.company.isDemo, job.company.name).toBe(true);
    }
    const referrers = (await t.app.inject({ method: "GET", url: "/api/referrers" })).json() as Referrer[];
    expect(referrers.length).toBeGreaterThan(0);
    for (const offering of referrers) {
      expect(offering.isDemo).toBe(true);
      expect(offering.company.isDemo).toBe(true);
      expect(offering.user.isDemo).toBe(true);
    }
  });

  it("lets only the demo account sign in with a known password", async () => {
    expect((await signIn(t, "demo", "demo1234")).statusCode).toBe(200);
    expect((await signIn(t, "priya", "password123")).statusCode).toBe(401);
  });

  it("adds the demo content once: a second start changes nothing", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=50" })).json().total;
    expect(before).toBeGreaterThanOrEqual(60);
    expect(await loadStartData(t.db, { demoData: true })).toEqual([
      "reference data: countries 0 added, 0 changed; cities 0 added, 0 changed",
    ]);
    expect((await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=50" })).json().total).toBe(before);
  });
});
