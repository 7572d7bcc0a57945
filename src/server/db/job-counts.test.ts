import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { buildJob, seedCompany, seedCountry } from "../test/data/jobs";
import { compactJobCounts } from "./job-counts";
import { jobCounts, jobs } from "./schema/jobs";

/**
 * The country list's job counts and the dashboard's tiles come from counts that job writes
 * maintain; whatever is written, they must equal counting the jobs themselves.
 */
describe("maintained job counts", () => {
  let t: TestApp;
  let countryIds: number[];
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    countryIds = [(await seedCountry(t.db)).id, (await seedCountry(t.db)).id];
    companyId = (await seedCompany(t.db, { name: "Countwell" })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the API answers, per test country, and the dashboard tiles. */
  async function answered() {
    const list = (await t.app.inject({ url: "/api/countries" })).json() as { id: number; jobCount: number }[];
    const pages = await Promise.all(
      countryIds.map(async (id) => (await t.app.inject({ url: `/api/countries/${id}` })).json().jobCount),
    );
    const stats = (await t.app.inject({ url: "/api/stats" })).json();
    return {
      list: countryIds.map((id) => list.find((c) => c.id === id)?.jobCount),
      pages,
      available: stats.availableJobs,
      visa: stats.visaSponsorshipJobs,
      demo: stats.demoJobs,
    };
  }

  /** The same figures counted from the jobs table. */
  async function counted() {
    const perCountry = await Promise.all(
      countryIds.map(async (id) => {
        const [row] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.countryId, id), isNull(jobs.closedAt)));
        return row?.n ?? 0;
      }),
    );
    const [all] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        visa: sql<number>`(count(*) filter (where ${jobs.visaSponsorship}))::int`,
        demo: sql<number>`(count(*) filter (where ${jobs.isDemo}))::int`,
      })
      .from(jobs)
      .where(isNull(jobs.closedAt));
    return { list: perCountry, pages: perCountry, available: all?.n, visa: all?.visa, demo: all?.demo };
  }

  type Step =
    | { op: "insert"; country: number | null; visa: boolean; demo: boolean; n: number }
    | { op: "close" | "reopen" | "delete" | "toggle-visa" | "refresh"; pick: number }
    | { op: "move"; pick: number; country: number | null }
    | { op: "compact" };

  const country = fc.oneof(fc.constant(null), fc.constantFrom(0, 1));
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant("insert" as const),
      country,
      visa: fc.boolean(),
      demo: fc.boolean(),
      n: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({
      op: fc.constantFrom(
        "close" as const,
        "reopen" as const,
        "delete" as const,
        "toggle-visa" as const,
        "refresh" as const,
      ),
      pick: fc.nat(),
    }),
    fc.record({ op: fc.constant("move" as const), pick: fc.nat(), country }),
    fc.record({ op: fc.constant("compact" as const) }),
  );

  async function apply(s: Step): Promise<void> {
    const countryId = (c: number | null) => (c === null ? null : (countryIds[c] ?? null));
    if (s.op === "insert") {
      const rows = Array.from({ length: s.n }, (_, i) => ({
        ...buildJob({
          companyId,
          companyName: "Countwell",
          title: `Counted ${i}`,
          countryId: countryId(s.country),
          visaSponsorship: s.visa,
        }),
        isDemo: s.demo,
      }));
      await t.db.insert(jobs).values(rows);
      return;
    }
    if (s.op === "compact") {
      await compactJobCounts(t.db);
      return;
    }
    const ids = (await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).map(
      (r) => r.id,
    );
    if (ids.length === 0) return;
    // A few jobs at once: one statement changing several rows is what the triggers fold per statement.
    const picked = [ids[s.pick % ids.length] ?? 0, ids[(s.pick * 7 + 3) % ids.length] ?? 0];
    const where = inArray(jobs.id, picked);
    if (s.op === "close") await t.db.update(jobs).set({ closedAt: new Date() }).where(where);
    if (s.op === "reopen") await t.db.update(jobs).set({ closedAt: null }).where(where);
    if (s.op === "delete") await t.db.delete(jobs).where(where);
    if (s.op === "refresh") await t.db.update(jobs).set({ refreshedAt: new Date() }).where(where);
    if (s.op === "toggle-visa") {
      await t.db
        .update(jobs)
        .set({ visaStatus: sql`case when ${jobs.visaStatus} = 'yes' then 'no' else 'yes' end` })
        .where(where);
    }
    if (s.op === "move")
      await t.db
        .update(jobs)
        .set({ countryId: countryId(s.country) })
        .where(where);
  }

  it("equal counting the jobs after any sequence of inserts, closes, moves, visa changes and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) await apply(s);
        expect(await answered()).toEqual(await counted());
      }),
      { numRuns: 25 },
    );
  });

  it("keep one row a country once compacted, and an update that changes no counted column appends none", async () => {
    await compactJobCounts(t.db);
    const rows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobCounts))[0]?.n;
    const compacted = await rows();
    const [distinct] = await t.db
      .select({ n: sql<number>`count(distinct ${jobCounts.countryId})::int` })
      .from(jobCounts);
    expect(compacted).toBe(distinct?.n);
    await t.db.update(jobs).set({ refreshedAt: new Date() }).where(eq(jobs.companyId, companyId));
    expect(await rows()).toBe(compacted);
    expect(await answered()).toEqual(await counted());
  });
});
