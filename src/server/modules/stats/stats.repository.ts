import { count, eq, sql } from "drizzle-orm";
import { jobCounts, savedJobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

export async function countAll(
  db: Db,
): Promise<{ jobs: number; demoJobs: number; visaJobs: number; countries: number }> {
  const [[all], [places]] = await Promise.all([
    db
      // The maintained counts (db/job-counts.ts): a few rows a country, not the jobs table.
      .select({
        n: sql<number>`coalesce(sum(${jobCounts.openJobs}), 0)::int`,
        demo: sql<number>`coalesce(sum(${jobCounts.demoJobs}), 0)::int`,
        visa: sql<number>`coalesce(sum(${jobCounts.visaJobs}), 0)::int`,
      })
      .from(jobCounts),
    db.select({ n: count() }).from(countries),
  ]);
  return {
    jobs: all?.n ?? 0,
    demoJobs: all?.demo ?? 0,
    visaJobs: all?.visa ?? 0,
    countries: places?.n ?? 0,
  };
}

export async function countSaved(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return row?.n ?? 0;
}
