import { buildJobSearchText } from "@shared/domain/job-search-text";
import { EMPLOYMENT_TYPES, WORK_TYPES } from "@shared/schemas/jobs";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { companies, jobs } from "../schema/jobs";
import { generateJobs } from "./generate-jobs";

let t: TestApp;
/** The demo data's own jobs, there before any is generated. */
let seededJobs = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seededJobs = await jobCount();
});
afterAll(async () => {
  await t?.close();
});

async function jobCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(jobs);
  return row?.n ?? -1;
}

async function jobForeignKeys(): Promise<string[]> {
  const result = (await t.db.execute(
    sql`select conname || ' ' || pg_get_constraintdef(oid) as key from pg_constraint where conrelid = 'jobs'::regclass and contype = 'f' order by conname`,
  )) as unknown as { rows: { key: string }[] };
  return result.rows.map((r) => r.key);
}

async function jobIndexes(): Promise<string[]> {
  const result = (await t.db.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'jobs' order by indexname`,
  )) as unknown as { rows: { indexdef: string }[] };
  return result.rows.map((r) => r.indexdef);
}

describe("generateJobs", () => {
  it("brings the jobs table to exactly the total asked for, and then adds nothing", async () => {
    const before = await jobCount();
    expect(await generateJobs(t.db, 500)).toBe(500 - before);
    expect(await jobCount()).toBe(500);
    expect(await generateJobs(t.db, 500)).toBe(0);
    expect(await generateJobs(t.db, 100)).toBe(0);
    expect(await jobCount()).toBe(500);
  });

  it("generates varied, consistent postings", async () => {
    const rows = await t.db
      .select({ job: jobs, companyName: companies.name, website: companies.website })
      .from(jobs)
      .innerJoin(companies, eq(jobs.companyId, companies.id));
    expect(new Set(rows.map((r) => r.job.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES));
    expect(new Set(rows.map((r) => r.job.workType))).toEqual(new Set(WORK_TYPES));
    expect(new Set(rows.map((r) => r.job.title)).size).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.job.companyId)).size).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.job.countryId)).size).toBeGreaterThanOrEqual(17);
    for (const { job, companyName, website } of rows) {
      expect(job.searchText).toBe(buildJobSearchText(job.title, companyName, job.skills));
      expect(job.applyUrl).toBe(`${website}/careers/${job.id}`);
      expect(job.skills.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("adds jobs in the order they were posted, spread over the last 60 days", async () => {
    const rows = await t.db.select({ postedAt: jobs.postedAt }).from(jobs).orderBy(jobs.id);
    const times = rows.slice(seededJobs).map((r) => r.postedAt.getTime());
    expect(times).toHaveLength(500 - seededJobs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const now = Date.now();
    const days = (ms: number) => (now - ms) / 86_400_000;
    expect(days(times[0] ?? now)).toBeGreaterThan(58);
    expect(days(times[0] ?? now)).toBeLessThan(60);
    expect(days(times.at(-1) ?? 0)).toBeLessThan(1);
    expect(days(times.at(-1) ?? 0)).toBeGreaterThan(0.02);
    // Evenly spread: about half fall in the older half of the span.
    const older = times.filter((ms) => days(ms) > 30).length;
    expect(older / times.length).toBeGreaterThan(0.4);
    expect(older / times.length).toBeLessThan(0.6);
  });

  it("leaves planner statistics for the jobs table behind", async () => {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'jobs'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBeGreaterThan(0);
  });

  it("keeps every index of the jobs table when it rebuilds them for a large load", async () => {
    const indexes = await jobIndexes();
    const foreignKeys = await jobForeignKeys();
    expect(foreignKeys.map((k) => k.split(" REFERENCES ")[1]?.split("(")[0])).toEqual(
      expect.arrayContaining(["companies", "countries", "cities", "users"]),
    );
    expect(indexes.some((d) => d.includes("gin_trgm_ops"))).toBe(true);
    expect(await generateJobs(t.db, 800, { rebuildIndexesFrom: 1 })).toBe(300);
    expect(await jobIndexes()).toEqual(indexes);
    expect(await jobForeignKeys()).toEqual(foreignKeys);
    // And they hold again: a job of a company that does not exist is refused.
    await expect(
      t.db.execute(sql`update jobs set company_id = 2147483647 where id = (select max(id) from jobs)`),
    ).rejects.toThrow();
    const [match] = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.searchText} like '%kubernetes%'`);
    expect(match?.n).toBeGreaterThan(0);
  });
});
