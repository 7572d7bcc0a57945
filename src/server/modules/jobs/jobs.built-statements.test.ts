import { type JobPage, ListJobsQuerySchema } from "@shared/schemas/jobs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedCountry, seedJob } from "../../test/data/jobs";
import { searchJobs } from "./jobs.service";

/**
 * A search's statements are built once per shape (which filters it has) and kept: each later search
 * of that shape must still be answered by its own values, and each person by their own saved jobs.
 */
describe("searches of one shape, each with its own values", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Shape Co" });
    const north = await seedCountry(t.db, { name: "Northland", code: "NL" });
    const south = await seedCountry(t.db, { name: "Southland", code: "SL" });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const job = (title: string, countryId: number, minutes: number, workType = "Remote") =>
      seedJob(t.db, {
        title,
        companyId: company.id,
        companyName: company.name,
        countryId,
        workType,
        postedAt: at(minutes),
      });
    ids.northRust = (await job("Rust Developer", north.id, 1)).id;
    ids.northGo = (await job("Gopher Engineer", north.id, 2)).id;
    ids.southRust = (await job("Rust Engineer", south.id, 3, "Hybrid")).id;
    ids.southGo = (await job("Gopher Developer", south.id, 4)).id;
    ids.north = north.id;
    ids.south = south.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, cookie?: string) => {
    const response = await t.app.inject({ url: `/api/jobs?${query}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json() as JobPage;
  };
  const titles = (page: JobPage) => page.items.map((j) => j.title);

  it("answers each term, country, work type and page by its own value", async () => {
    expect(titles(await search(`q=rust&country=${ids.north}`))).toEqual(["Rust Developer"]);
    expect(titles(await search(`q=gopher&country=${ids.south}`))).toEqual(["Gopher Developer"]);
    expect(titles(await search(`q=rust&country=${ids.south}`))).toEqual(["Rust Engineer"]);
    expect(titles(await search("q=engineer&workType=Remote"))).toEqual(["Gopher Engineer"]);
    expect(titles(await search("q=engineer&workType=Hybrid"))).toEqual(["Rust Engineer"]);
    // A short term (the short-piece condition) and a page past the first, twice each.
    expect(titles(await search("q=go&pageSize=1&page=1"))).toEqual(["Gopher Engineer"]);
    expect(titles(await search("q=go&pageSize=1&page=2"))).toEqual(["Gopher Developer"]);
    expect((await search("q=ru&pageSize=1&page=2")).total).toBe(2);
    expect(titles(await search("q=ru&pageSize=1&page=2"))).toEqual(["Rust Engineer"]);
  });

  it("marks each person's own saved jobs, through the same statement", async () => {
    const ann = await seedUser(t.db);
    const bob = await seedUser(t.db);
    const annCookie = await sessionCookie(t.app, t.db, ann.id);
    const bobCookie = await sessionCookie(t.app, t.db, bob.id);
    for (const [cookie, id] of [
      [annCookie, ids.northRust],
      [bobCookie, ids.southGo],
    ] as const) {
      const saved = await t.app.inject({ method: "PUT", url: `/api/jobs/${id}/save`, headers: { cookie } });
      expect(saved.statusCode).toBe(200);
    }
    const savedTitles = async (cookie?: string) =>
      (await search("q=e&pageSize=10", cookie)).items.filter((j) => j.saved).map((j) => j.title);
    expect(await savedTitles(annCookie)).toEqual(["Rust Developer"]);
    expect(await savedTitles(bobCookie)).toEqual(["Gopher Developer"]);
    expect(await savedTitles()).toEqual([]);
    // One job by id, for each person and a visitor.
    const one = async (cookie?: string) =>
      (await t.app.inject({ url: `/api/jobs/${ids.southGo}`, headers: cookie ? { cookie } : {} })).json() as {
        title: string;
        saved: boolean;
      };
    expect(await one(bobCookie)).toMatchObject({ title: "Gopher Developer", saved: true });
    expect(await one(annCookie)).toMatchObject({ title: "Gopher Developer", saved: false });
    expect(await one()).toMatchObject({ saved: false });
  });
});

/**
 * On PostgreSQL a search whose best plan depends on its values (a term, or two filters together) is
 * sent unnamed and planned for each run's values; one that no value can change (no term, one filter
 * at most) is prepared by name, parsed once per connection, and may keep one plan after five runs.
 */
describe.runIf(process.env.TEST_DATABASE_URL?.startsWith("postgres"))("kept statements on PostgreSQL", () => {
  let t: TestApp;
  let countryId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await seedCompany(t.db, { name: "Plan Co" });
    const country = await seedCountry(t.db, { name: "Planland", code: "PL" });
    countryId = country.id;
    for (const title of ["Rust Developer", "Gopher Engineer", "Data Analyst"]) {
      await seedJob(t.db, { title, companyId: company.id, companyName: company.name, countryId: country.id });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** The searches, run one after the other on one connection (prepared statements belong to one). */
  async function onOneConnection(queries: Record<string, string>[]) {
    return t.db.transaction(async (tx) => {
      const found: number[] = [];
      for (const query of queries) {
        const page = await searchJobs(tx, ListJobsQuerySchema.parse({ ...query, page: "1" }), null);
        found.push(page.total);
      }
      const result = (await tx.execute(sql`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where name like 'kept\\_%' order by statement`)) as unknown as {
        rows: { statement: string; generic_plans: string; custom_plans: string }[];
      };
      return { found, prepared: result.rows };
    });
  }

  it("sends a search with a term unnamed, so every run is planned for its own term", async () => {
    const terms = ["rust", "gopher", "analyst", "developer", "engineer", "data", "zyzzyva", "rust"];
    const { found, prepared } = await onOneConnection(terms.map((q) => ({ q })));
    expect(found).toEqual([1, 1, 1, 1, 1, 1, 0, 1]);
    expect(prepared).toEqual([]);
  });

  it("sends two filters together unnamed as well", async () => {
    const { found, prepared } = await onOneConnection(
      Array.from({ length: 7 }, () => ({ country: String(countryId), workType: "Remote" })),
    );
    expect(found).toHaveLength(7);
    expect(prepared).toEqual([]);
  });

  it("prepares a search by one filter once per connection and keeps one plan after five runs", async () => {
    const runs = 8;
    const { found, prepared } = await onOneConnection(
      Array.from({ length: runs }, () => ({ country: String(countryId) })),
    );
    expect(found).toEqual(Array(runs).fill(3));
    // The page and the capped count, each prepared once and run eight times.
    expect(prepared).toHaveLength(2);
    for (const statement of prepared) {
      expect(statement.statement).toContain('from "jobs"');
      expect(Number(statement.custom_plans) + Number(statement.generic_plans)).toBe(runs);
      expect(Number(statement.generic_plans)).toBeGreaterThan(0);
    }
  });
});
