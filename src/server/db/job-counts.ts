import { sql } from "drizzle-orm";
import { jobCounts } from "./schema/jobs";
import type { Db } from "./types";

/**
 * Folds the appended changes of `job_counts` into one row per country (none for a country that
 * nets to zero), in one statement: rows appended meanwhile are not in its snapshot and stay for
 * the next run, so no change is lost or counted twice, and writers never wait on it.
 */
export async function compactJobCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with removed as (
      delete from ${jobCounts}
      returning country_id, open_jobs, demo_jobs, visa_jobs
    )
    insert into ${jobCounts} (country_id, open_jobs, demo_jobs, visa_jobs)
    select country_id, sum(open_jobs), sum(demo_jobs), sum(visa_jobs)
    from removed
    group by country_id
    having sum(open_jobs) <> 0 or sum(demo_jobs) <> 0 or sum(visa_jobs) <> 0
  `);
}
