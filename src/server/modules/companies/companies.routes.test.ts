import type { CompanyDetail, CompanyPage } from "@shared/schemas/companies";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyManagers, jobs, savedJobs } from "../../db/schema/jobs";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedJob } from "../../test/data/jobs";
import { seedReferralOffering } from "../../test/data/referrals";

const DAY = 86_400_000;
const NOW = Date.now();

describe("company list and company pages", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let managerCookie: string;
  let otherCookie: string;
  let otherId: number;

  async function get<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
    const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() as T };
  }
  async function names(url: string): Promise<string[]> {
    const { status, body } = await get<CompanyPage>(url);
    expect(status).toBe(200);
    return body.items.map((c) => c.name);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const northwind = await seedCompany(t.db, {
      name: "Northwind Labs",
      location: "Berlin, Germany",
      website: "https://northwind.example",
      isDemo: true,
    });
    const acme = await seedCompany(t.db, { name: "Acme 100% Corp" });
    const quiet = await seedCompany(t.db, { name: "Quiet Co" });
    const bravo = await seedCompany(t.db, { name: "Bravo Works" });
    const closedOnly = await seedCompany(t.db, { name: "Closed Shop" });
    Object.assign(ids, {
      northwind: northwind.id,
      acme: acme.id,
      quiet: quiet.id,
      bravo: bravo.id,
      closedOnly: closedOnly.id,
    });
    const job = (company: { id: number; name: string }, title: string, daysAgo: number, visa: boolean) =>
      seedJob(t.db, {
        title,
        companyId: company.id,
        companyName: company.name,
        visaSponsorship: visa,
        postedAt: new Date(NOW - daysAgo * DAY),
      });
    await job(northwind, "Backend Engineer", 3, true);
    const newest = await job(northwind, "Frontend Engineer", 1, true);
    ids.newest = newest.id;
    const said = await job(northwind, "Data Analyst", 2, false);
    await t.db
      .update(jobs)
      .set({
        visaStatus: "no",
        visaEvidence: "Applicants must already hold the right to work.",
        location: "Paris, France",
      })
      .where(eq(jobs.id, said.id));
    const closed = await job(northwind, "Old Role", 9, true);
    const closedAcme = await job(acme, "Closed Acme Role", 4, true);
    for (const id of [closed.id, closedAcme.id]) {
      await t.db.update(jobs).set({ closedAt: new Date(), closedReason: "expired" }).where(eq(jobs.id, id));
    }
    ids.closed = closed.id;
    await job(acme, "Acme Designer", 5, false);
    await job(bravo, "Bravo Tester", 5, false);
    const closedShop = await job(closedOnly, "Gone", 5, true);
    await t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "removed" })
      .where(eq(jobs.id, closedShop.id));

    const manager = await seedUser(t.db, { fullName: "Mia Manager", passwordHash: "x" });
    const other = await seedUser(t.db, { fullName: "Otto Other", passwordHash: "x" });
    const referrer = await seedUser(t.db, {
      fullName: "Rita Referrer",
      profession: "Staff Engineer",
      passwordHash: "x",
    });
    await t.db.insert(companyManagers).values({ companyId: northwind.id, userId: manager.id });
    await seedReferralOffering(t.db, { userId: referrer.id, companyId: northwind.id, experience: 7 });
    await seedReferralOffering(t.db, {
      userId: other.id,
      companyId: northwind.id,
      available: false,
      description: "Paused offer",
    });
    managerCookie = await sessionCookie(t.app, t.db, manager.id);
    otherCookie = await sessionCookie(t.app, t.db, other.id);
    otherId = other.id;
  });

  afterAll(async () => {
    await t.close();
  });

  it("lists companies with most open jobs first, then by name, counting open jobs only", async () => {
    const { status, body } = await get<CompanyPage>("/api/companies");
    expect(status).toBe(200);
    expect(body.items.map((c) => c.name)).toEqual([
      "Northwind Labs",
      "Acme 100% Corp",
      "Bravo Works",
      "Closed Shop",
      "Quiet Co",
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    const northwind = body.items[0];
    expect(northwind).toEqual({
      id: ids.northwind,
      name: "Northwind Labs",
      logo: "NO",
      description: expect.any(String),
      website: "https://northwind.example",
      location: "Berlin, Germany",
      isDemo: true,
      openJobs: 3,
      sponsoringJobs: 2,
      // A demo company is never matched to a sponsor register.
      sponsorRecord: [],
      // No person manages it: it is neither a verified nor an unverified page.
      verified: null,
    });
    const acme = body.items.find((c) => c.name === "Acme 100% Corp");
    expect(acme).toMatchObject({ openJobs: 1, sponsoringJobs: 0, isDemo: false });
    expect(body.items.find((c) => c.name === "Closed Shop")).toMatchObject({
      openJobs: 0,
      sponsoringJobs: 0,
    });
  });

  it("finds companies whose name contains the search, in any case, with % and _ taken literally", async () => {
    expect(await names("/api/companies?q=WIND")).toEqual(["Northwind Labs"]);
    expect(await names("/api/companies?q=%20T%20co%20")).toEqual(["Quiet Co"]);
    expect(await names("/api/companies?q=co")).toEqual(["Acme 100% Corp", "Quiet Co"]);
    expect(await names("/api/companies?q=100%25")).toEqual(["Acme 100% Corp"]);
    expect(await names("/api/companies?q=%25")).toEqual(["Acme 100% Corp"]);
    expect(await names("/api/companies?q=_")).toEqual([]);
    const none = await get<CompanyPage>("/api/companies?q=zzz");
    expect(none.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("pages through the list without repeating or skipping a company", async () => {
    const first = await get<CompanyPage>("/api/companies?pageSize=2");
    const second = await get<CompanyPage>("/api/companies?pageSize=2&page=2");
    const third = await get<CompanyPage>("/api/companies?pageSize=2&page=3");
    expect(first.body.total).toBe(5);
    expect(second.body.total).toBe(5);
    expect(third.body).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    const all = [...first.body.items, ...second.body.items, ...third.body.items].map((c) => c.name);
    expect(all).toEqual(await names("/api/companies"));
    expect((await get<CompanyPage>("/api/companies?page=4&pageSize=2")).body.items).toEqual([]);
  });

  it.each([
    ["page=0", "Page must be a whole number from 1 to 500"],
    ["page=abc", "Page must be a whole number from 1 to 500"],
    ["pageSize=51", "Page size must be a whole number from 1 to 50"],
    [`q=${"a".repeat(101)}`, "Search text must be at most 100 characters"],
  ])("refuses %s with a readable 400", async (query, message) => {
    const res = await get<{ message: string }>(`/api/companies?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("lists a company added since, and counts each listed company's jobs as they are now", async () => {
    await get<CompanyPage>("/api/companies");
    const newcomer = await seedCompany(t.db, { name: "Zeta Newcomer" });
    await seedJob(t.db, { companyId: newcomer.id, companyName: newcomer.name, visaSponsorship: true });
    const { body } = await get<CompanyPage>("/api/companies?q=zeta");
    expect(body.items).toEqual([
      expect.objectContaining({ name: "Zeta Newcomer", openJobs: 1, sponsoringJobs: 1 }),
    ]);
    const all = await get<CompanyPage>("/api/companies");
    expect(all.body.total).toBe(6);
    expect(all.body.items.map((c) => c.name)).toContain("Zeta Newcomer");
    await t.db.delete(companies).where(eq(companies.id, newcomer.id));
  });

  it("shows a company's page: its open jobs newest first, locations and visa record", async () => {
    const { status, body } = await get<CompanyDetail>(`/api/companies/${ids.northwind}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.northwind,
      name: "Northwind Labs",
      isDemo: true,
      openJobs: 3,
      sponsoringJobs: 2,
      sponsorship: { openJobs: 3, yes: 2, no: 1, unknown: 0 },
      canManage: false,
    });
    expect(body.jobs.map((j) => j.title)).toEqual(["Frontend Engineer", "Data Analyst", "Backend Engineer"]);
    expect(body.jobs.map((j) => j.id)).not.toContain(ids.closed);
    expect(body.jobs[1]?.visa).toEqual({
      status: "no",
      evidence: "Applicants must already hold the right to work.",
    });
    expect(body.jobs[0]).toMatchObject({
      company: { id: ids.northwind, name: "Northwind Labs" },
      saved: false,
    });
    expect(body.locations).toEqual(["Paris, France", "Testville, Testland"]);
  });

  it("lists the company's active referral offers as the marketplace shows them", async () => {
    const { body } = await get<CompanyDetail>(`/api/companies/${ids.northwind}`);
    expect(body.referrers).toHaveLength(1);
    expect(body.referrers[0]).toMatchObject({
      companyId: ids.northwind,
      experience: 7,
      available: true,
      user: { fullName: "Rita Referrer", profession: "Staff Engineer" },
    });
    expect(JSON.stringify(body)).not.toContain("Paused offer");
    expect(JSON.stringify(body)).not.toContain("@example.test");
  });

  it("answers a company without open jobs with empty lists and zero counts", async () => {
    const { status, body } = await get<CompanyDetail>(`/api/companies/${ids.closedOnly}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      openJobs: 0,
      sponsoringJobs: 0,
      sponsorship: { openJobs: 0, yes: 0, no: 0, unknown: 0 },
      jobs: [],
      locations: [],
      referrers: [],
    });
    const quiet = await get<CompanyDetail>(`/api/companies/${ids.quiet}`);
    expect(quiet.body.sponsorship).toEqual({ openJobs: 0, yes: 0, no: 0, unknown: 0 });
  });

  it("counts open jobs without a visa answer as unknown", async () => {
    const { body } = await get<CompanyDetail>(`/api/companies/${ids.bravo}`);
    expect(body.sponsorship).toEqual({ openJobs: 1, yes: 0, no: 0, unknown: 1 });
  });

  it("answers 404 'Company not found' for an unknown id and a JSON 404 for a malformed one", async () => {
    const unknown = await get<{ message: string }>("/api/companies/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Company not found");
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await get<{ code: string }>(`/api/companies/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
  });

  it("says a company can be managed only to the people who manage it", async () => {
    const visitor = await get<CompanyDetail>(`/api/companies/${ids.northwind}`);
    expect(visitor.body.canManage).toBe(false);
    const other = await get<CompanyDetail>(`/api/companies/${ids.northwind}`, otherCookie);
    expect(other.body.canManage).toBe(false);
    const manager = await get<CompanyDetail>(`/api/companies/${ids.northwind}`, managerCookie);
    expect(manager.body.canManage).toBe(true);
    const elsewhere = await get<CompanyDetail>(`/api/companies/${ids.acme}`, managerCookie);
    expect(elsewhere.body.canManage).toBe(false);
  });

  it("shows the signed-in person's saved flag on the company's jobs", async () => {
    await t.db.insert(savedJobs).values({ userId: otherId, jobId: ids.newest as number });
    const mine = await get<CompanyDetail>(`/api/companies/${ids.northwind}`, otherCookie);
    expect(mine.body.jobs.find((j) => j.id === ids.newest)?.saved).toBe(true);
    const visitor = await get<CompanyDetail>(`/api/companies/${ids.northwind}`);
    expect(visitor.body.jobs.find((j) => j.id === ids.newest)?.saved).toBe(false);
  });
});
