import { COUNTRY_METRIC_KEYS } from "@shared/domain/country-fields";
import { buildJobSearchText } from "@shared/domain/job-search-text";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/schemas/jobs";
import { WAITLIST_COUNTRIES } from "@shared/schemas/waitlist";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../modules/auth/password";
import { loadReferenceData } from "../../reference/reference-files";
import { createTestApp, type TestApp } from "../../test/app";
import { openDatabase } from "../client";
import { companies, jobs } from "../schema/jobs";
import { userSettings, users } from "../schema/people";
import { cities, countries } from "../schema/places";
import { messages, referralOfferings, referralRequests } from "../schema/referrals";
import { seedDemoData } from "./demo";

const PERCENT_KEYS = COUNTRY_METRIC_KEYS.filter(
  (k) => k !== "standardOfLiving" && k !== "housingAvailability",
);
const DAY_MS = 86_400_000;

let t: TestApp;
const seededAt = Date.now();
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe("demo data: countries and cities", () => {
  it("has the sixteen waitlist countries as ids 1-16 and India as 17, then the rest of the world", async () => {
    const rows = (await t.db.select().from(countries).orderBy(countries.id)).slice(0, 17);
    expect(rows.map((r) => r.name)).toEqual([...WAITLIST_COUNTRIES, "India"]);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(rows.at(-1)?.code).toBe("IN");
  });

  it("fills every score of the 17 in range, with a source and year for every metric", async () => {
    const rows = (await t.db.select().from(countries).orderBy(countries.id)).slice(0, 17);
    for (const c of rows) {
      for (const key of PERCENT_KEYS) expect(c[key], `${c.name} ${key}`).toBeGreaterThan(0);
      for (const key of PERCENT_KEYS) expect(c[key], `${c.name} ${key}`).toBeLessThanOrEqual(100);
      for (const key of ["standardOfLiving", "housingAvailability"] as const) {
        expect(c[key]).toBeGreaterThan(0);
        expect(c[key]).toBeLessThanOrEqual(10);
      }
      expect(c.stapleFood).not.toBe("");
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(c.colors.length).toBeGreaterThanOrEqual(2);
      for (const key of [...COUNTRY_METRIC_KEYS, "stapleFood"]) {
        const source = c.sources[key];
        expect(source?.source, `${c.name} ${key} source`).toBeTruthy();
        expect(source?.year).toBeGreaterThanOrEqual(2015);
      }
    }
    // Sorting by a score is only meaningful when countries differ; these three are published for all 17.
    for (const key of ["employmentOpportunity", "standardOfLiving", "culturalVibrancy"] as const) {
      expect(new Set(rows.map((r) => r[key])).size, key).toBeGreaterThanOrEqual(10);
    }
  });

  it("stores the scores computed from data/reference, with the figure each comes from", async () => {
    const rows = await t.db.select().from(countries);
    const reference = loadReferenceData();
    expect(rows.map((r) => r.code).sort()).toEqual(reference.countries.map((c) => c.code).sort());
    for (const country of reference.countries) {
      const row = rows.find((r) => r.code === country.code);
      for (const key of COUNTRY_METRIC_KEYS)
        expect(row?.[key], `${country.code} ${key}`).toBe(country.scores[key]);
      expect(row?.sources).toEqual(country.sources);
    }
    const us = rows.find((r) => r.code === "US");
    expect(us?.standardOfLiving).toBe(9.38);
    expect(us?.sources.standardOfLiving).toMatchObject({
      estimate: false,
      value: 0.938,
      unit: "HDI 0-1",
      dataYear: "2023",
    });
    expect(us?.exchangeRate).toMatchObject({ value: 1, year: 2024 });
  });

  it("has the named cities in their countries, each with its country's figures and sources", async () => {
    const rows = await t.db
      .select({ name: cities.name, code: countries.code, sources: cities.sources, racism: cities.racism })
      .from(cities)
      .innerJoin(countries, eq(cities.countryId, countries.id));
    const where = new Map(rows.map((r) => [r.name, r.code]));
    expect(where.get("Mumbai")).toBe("IN");
    expect(where.get("Bangalore")).toBe("IN");
    expect(where.get("Vancouver")).toBe("CA");
    expect(where.get("Toronto")).toBe("CA");
    expect(where.get("London")).toBe("GB");
    expect(where.get("New York")).toBe("US");
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const city of rows) {
      for (const source of Object.values(city.sources ?? {})) expect(source.level).toBe("country");
      expect(Object.keys(city.sources ?? {}).sort()).toEqual(
        [
          "culturalAcceptance",
          "employmentOpportunity",
          "housingAvailability",
          "racism",
          "vegetarianFriendly",
        ].sort(),
      );
    }
  });
});

describe("demo data: companies and jobs", () => {
  it("has at least twelve fictional companies with initials and .example websites", async () => {
    const rows = await t.db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const c of rows) {
      expect(c.logo).toMatch(/^[A-Z]{2}$/);
      expect(c.website).toMatch(/^https:\/\/[a-z]+\.example$/);
    }
    expect(rows.some((c) => c.description === null)).toBe(true);
    expect(rows.some((c) => (c.description?.length ?? 0) > 100)).toBe(true);
  });

  it("keeps the job promises of the contract", async () => {
    const rows = await t.db
      .select({ job: jobs, companyName: companies.name, website: companies.website, code: countries.code })
      .from(jobs)
      .innerJoin(companies, eq(jobs.companyId, companies.id))
      .leftJoin(countries, eq(jobs.countryId, countries.id));
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.job.countryId).filter((id) => id !== null)).size).toBeGreaterThanOrEqual(
      12,
    );
    expect(new Set(rows.map((r) => r.job.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES));
    expect(new Set(rows.map((r) => r.job.workType))).toEqual(new Set(WORK_TYPES));
    expect(new Set(rows.map((r) => r.job.visaSponsorship))).toEqual(new Set([true, false]));
    expect(rows.filter((r) => r.code === "IN" && r.job.salaryText !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.job.cityId !== null).length).toBeGreaterThan(rows.length / 2);
    expect(
      rows.filter((r) => r.job.cityId === null && r.job.countryId !== null).length,
    ).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.job.countryId === null).map((r) => r.job.location)).toContain("Remote");
    expect(rows.some((r) => r.job.salaryText === null)).toBe(true);
  });

  it("gives every job consistent search text, skills, salary, link and a recent date", async () => {
    const rows = await t.db
      .select({ job: jobs, companyName: companies.name, website: companies.website })
      .from(jobs)
      .innerJoin(companies, eq(jobs.companyId, companies.id));
    for (const { job, companyName, website } of rows) {
      expect(job.searchText).toBe(buildJobSearchText(job.title, companyName, job.skills));
      expect(job.skills.length).toBeGreaterThanOrEqual(3);
      expect(job.skills.length).toBeLessThanOrEqual(6);
      expect(job.applyUrl).toBe(`${website}/careers/${job.id}`);
      expect(job.description.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(job.postedAt.getTime()).toBeLessThan(seededAt + 60_000);
      expect(job.postedAt.getTime()).toBeGreaterThan(seededAt - 60 * DAY_MS);
      if (job.salaryText !== null) {
        expect(job.salaryText).toMatch(/^\d{1,3}(,\d{3})*-\d{1,3}(,\d{3})*$/);
        expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
        expect(job.salaryCurrency).toMatch(/^[A-Z]{3}$/);
      }
    }
  });
});

describe("demo data: people, referrals and messages", () => {
  it("lets the demo account sign in with demo1234 and gives everyone settings", async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.username, "demo"));
    expect(demo?.fullName).toBe("Alex Morgan");
    expect(demo?.profession).toBe("Software Engineer");
    expect(await verifyPassword(demo?.passwordHash ?? "", "demo1234")).toBe(true);
    expect(await verifyPassword(demo?.passwordHash ?? "", "password123")).toBe(false);
    const [people] = await t.db.select({ n: count() }).from(users);
    const [settings] = await t.db.select({ n: count() }).from(userSettings);
    expect(people?.n).toBeGreaterThanOrEqual(9);
    expect(settings?.n).toBe(people?.n);
  });

  it("has at least 24 offerings across 10 companies, three by the demo user", async () => {
    const rows = await t.db
      .select({ offering: referralOfferings, username: users.username })
      .from(referralOfferings)
      .innerJoin(users, eq(referralOfferings.userId, users.id));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((r) => r.offering.companyId)).size).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.username === "demo")).toHaveLength(3);
    expect(new Set(rows.map((r) => r.offering.available))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((r) => r.offering.currentEmployee))).toEqual(new Set([true, false]));
    expect(rows.some((r) => r.offering.successRate === null)).toBe(true);
  });

  it("gives the demo user conversations, one about a pending referral request", async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.username, "demo"));
    const me = demo?.id ?? -1;
    const all = await t.db.select().from(messages);
    const mine = all.filter((m) => m.senderId === me || m.receiverId === me);
    const partners = new Set(mine.map((m) => (m.senderId === me ? m.receiverId : m.senderId)));
    expect(partners.size).toBeGreaterThanOrEqual(2);
    expect(mine.some((m) => m.receiverId === me && m.readAt === null)).toBe(true);
    const longest = Math.max(
      ...[...partners].map((p) => mine.filter((m) => m.senderId === p || m.receiverId === p).length),
    );
    expect(longest).toBeGreaterThanOrEqual(4);
    expect(all.some((m) => m.senderId !== me && m.receiverId !== me)).toBe(true);

    const requests = await t.db.select().from(referralRequests).orderBy(asc(referralRequests.id));
    const [request] = requests.filter((r) => r.seekerId === me);
    expect(request?.status).toBe("Pending");
    // People write to each other only within a referral request's conversation.
    for (const m of all) {
      const pair = [m.senderId, m.receiverId];
      expect(requests.some((r) => pair.includes(r.seekerId) && pair.includes(r.referrerId))).toBe(true);
    }
    expect(request?.offeringId).not.toBeNull();
    expect(mine.filter((m) => m.referralRequestId === request?.id).length).toBeGreaterThanOrEqual(4);
  });
});

describe("seedDemoData", () => {
  it("gives the same data on every install, dated relative to the moment of seeding", async () => {
    const other = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
    try {
      await other.migrate();
      const later = new Date(seededAt + 7 * DAY_MS);
      expect(await seedDemoData(other.db, later)).toBe(true);
      const mine = await t.db.select().from(jobs).orderBy(jobs.id);
      const theirs = await other.db.select().from(jobs).orderBy(jobs.id);
      const withoutDates = (rows: typeof mine) =>
        rows.map(({ postedAt: _, refreshedAt: __, createdAt: ___, ...job }) => job);
      expect(withoutDates(theirs)).toEqual(withoutDates(mine));
      // Same offsets before a different "now": every date moved by the same amount.
      const shifts = new Set(
        theirs.map((job, i) => job.postedAt.getTime() - (mine[i]?.postedAt.getTime() ?? 0)),
      );
      expect(shifts.size).toBe(1);
      const [shift] = shifts;
      expect(shift).toBeGreaterThan(7 * DAY_MS - 120_000);
      expect(shift).toBeLessThan(7 * DAY_MS + 120_000);
    } finally {
      await other.close();
    }
  });

  it("adds nothing when the demo data is already there", async () => {
    const before = await t.db.select({ n: count() }).from(jobs);
    expect(await seedDemoData(t.db)).toBe(false);
    const after = await t.db.select({ n: count() }).from(jobs);
    expect(after).toEqual(before);
    const [people] = await t.db.select({ n: count() }).from(users).where(eq(users.username, "demo"));
    expect(people?.n).toBe(1);
  });
});
