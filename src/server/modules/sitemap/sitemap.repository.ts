import { and, asc, eq, gt, gte, isNull, lt, max, sql } from "drizzle-orm";
import { companies, jobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

/** What a sitemap lists: an address's id, and when it last changed where that is known. */
export interface SitemapRow {
  id: number;
  lastModified: Date | null;
}

const listedJob = and(isNull(jobs.closedAt), eq(jobs.isDemo, false));

/** The highest id of an open, real job and of a real company: how many sitemap files each needs. */
export async function highestIds(db: Db): Promise<{ job: number | null; company: number | null }> {
  const [job] = await db
    .select({ id: max(jobs.id) })
    .from(jobs)
    .where(listedJob);
  const [company] = await db
    .select({ id: max(companies.id) })
    .from(companies)
    .where(and(eq(companies.isDemo, false), eq(companies.listed, true)));
  return { job: job?.id ?? null, company: company?.id ?? null };
}

/** Open, real jobs with ids in [from, to), after `after`, in id order: one batch. */
export function jobBatch(
  db: Db,
  from: number,
  to: number,
  after: number,
  limit: number,
): Promise<SitemapRow[]> {
  return db
    .select({ id: jobs.id, lastModified: jobs.postedAt })
    .from(jobs)
    .where(and(listedJob, gte(jobs.id, from), lt(jobs.id, to), gt(jobs.id, after)))
    .orderBy(asc(jobs.id))
    .limit(limit);
}

/** Real companies with ids in [from, to), after `after`, in id order: one batch. */
export function companyBatch(
  db: Db,
  from: number,
  to: number,
  after: number,
  limit: number,
): Promise<SitemapRow[]> {
  return db
    .select({ id: companies.id, lastModified: sql<Date | null>`null` })
    .from(companies)
    .where(
      and(
        eq(companies.isDemo, false),
        eq(companies.listed, true),
        gte(companies.id, from),
        lt(companies.id, to),
        gt(companies.id, after),
      ),
    )
    .orderBy(asc(companies.id))
    .limit(limit);
}

/** Every country (a few hundred at most). */
export function countryRows(db: Db): Promise<SitemapRow[]> {
  return db
    .select({ id: countries.id, lastModified: sql<Date | null>`null` })
    .from(countries)
    .orderBy(asc(countries.id));
}
