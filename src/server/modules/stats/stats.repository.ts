import { count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs, savedJobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";

export async function countAll(
  db: Db,
): Promise<{ jobs: number; demoJobs: number; visaJobs: number; countries: number }> {
  const [[all], [places]] = await Promise.all([
    db
      .select({
        n: count(),
        demo: sql<number>`count(*) filter (where ${jobs.isDemo})::int`,
        visa: sql<number>`count(*) filter (where ${jobs.visaSponsorship})::int`,
      })
      .from(jobs)
      .where(isNull(jobs.closedAt)),
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
