import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, companyManagers, jobs } from "../../db/schema/jobs";
import { escapeLike, isOpen } from "../jobs/jobs.repository";

const companyColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  description: companies.description,
  website: companies.website,
  location: companies.location,
  isDemo: companies.isDemo,
};

export interface CompanyRecord {
  id: number;
  name: string;
  logo: string;
  description: string | null;
  website: string | null;
  location: string;
  isDemo: boolean;
}

/** "Name contains", in any case; served by the trigram index on lower(name). */
function nameMatches(q: string): SQL | undefined {
  if (!q) return undefined;
  return sql`lower(${companies.name}) like ${`%${escapeLike(q.toLowerCase())}%`}`;
}

/**
 * One page of companies, most open jobs first, then by name. The order needs every listed
 * company's open-job count: it is read from the open-jobs index on company id alone (no table
 * rows), and only for the companies the search matches.
 */
export async function listCompanies(
  db: Db,
  q: string,
  page: { limit: number; offset: number },
): Promise<(CompanyRecord & { openJobs: number })[]> {
  const match = nameMatches(q);
  const matching = match ? db.select({ id: companies.id }).from(companies).where(match) : undefined;
  const openCounts = db
    .select({ companyId: jobs.companyId, open: sql<number>`count(*)::int`.as("open") })
    .from(jobs)
    .where(and(isOpen, matching ? inArray(jobs.companyId, matching) : undefined))
    .groupBy(jobs.companyId)
    .as("open_counts");
  const openJobs = sql<number>`coalesce(${openCounts.open}, 0)`.mapWith(Number);
  return db
    .select({ ...companyColumns, openJobs })
    .from(companies)
    .leftJoin(openCounts, eq(openCounts.companyId, companies.id))
    .where(match)
    .orderBy(desc(openJobs), asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompanies(db: Db, q: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(nameMatches(q));
  return row?.total ?? 0;
}

/** How many open jobs of each given company say they sponsor visas (absent: none). */
export async function countSponsoringJobs(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: jobs.companyId, n: count() })
    .from(jobs)
    .where(and(isOpen, eq(jobs.visaSponsorship, true), inArray(jobs.companyId, companyIds)))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
}

export async function findCompany(db: Db, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The visa answers of the company's open jobs. */
export async function sponsorshipRecord(
  db: Db,
  companyId: number,
): Promise<{ openJobs: number; yes: number; no: number; unknown: number }> {
  const [row] = await db
    .select({
      openJobs: sql<number>`count(*)::int`,
      yes: sql<number>`(count(*) filter (where ${jobs.visaStatus} = 'yes'))::int`,
      no: sql<number>`(count(*) filter (where ${jobs.visaStatus} = 'no'))::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isOpen));
  const openJobs = Number(row?.openJobs ?? 0);
  const yes = Number(row?.yes ?? 0);
  const no = Number(row?.no ?? 0);
  return { openJobs, yes, no, unknown: openJobs - yes - no };
}

/** Where the company's open jobs are: distinct location texts, alphabetically. */
export async function openJobLocations(db: Db, companyId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: jobs.location })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isOpen))
    .orderBy(asc(jobs.location))
    .limit(limit);
  return rows.map((r) => r.location);
}

export async function isManager(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyManagers.userId })
    .from(companyManagers)
    .where(and(eq(companyManagers.companyId, companyId), eq(companyManagers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
