import type { SponsorRecordEntry } from "@shared/schemas/sponsors";
import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { companies, companyManagers, jobs } from "../../db/schema/jobs";
import type { Db } from "../../db/types";
import { escapeLike, isOpen } from "../jobs/jobs.repository";

const companyColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  description: companies.description,
  website: companies.website,
  location: companies.location,
  isDemo: companies.isDemo,
  verified: companies.verified,
  sponsorRecord: companies.sponsorRecord,
};

export interface CompanyRecord {
  id: number;
  name: string;
  logo: string;
  description: string | null;
  website: string | null;
  location: string;
  isDemo: boolean;
  verified: boolean | null;
  sponsorRecord: SponsorRecordEntry[];
}

/** "Name contains", in any case; served by the trigram index on lower(name). */
function nameMatches(q: string): SQL | undefined {
  if (!q) return undefined;
  return sql`lower(${companies.name}) like ${`%${escapeLike(q.toLowerCase())}%`}`;
}

/**
 * Every company's id, most open jobs first, then by name: the list's order. It needs every
 * company's open-job count, read from the open-jobs index on company id alone (no table rows);
 * the service keeps it for a short while rather than reading it on every request.
 */
export async function rankCompanies(db: Db): Promise<number[]> {
  const openCounts = db
    .select({ companyId: jobs.companyId, open: sql<number>`count(*)::int`.as("open") })
    .from(jobs)
    .where(isOpen)
    .groupBy(jobs.companyId)
    .as("open_counts");
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .leftJoin(openCounts, eq(openCounts.companyId, companies.id))
    .where(eq(companies.listed, true))
    .orderBy(sql`coalesce(${openCounts.open}, 0) desc`, asc(companies.name), asc(companies.id));
  return rows.map((r) => r.id);
}

/** Companies added after the given id, oldest first (those a kept ranking does not hold yet). */
export async function companyIdsAfter(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(gt(companies.id, id), eq(companies.listed, true)))
    .orderBy(asc(companies.id));
  return rows.map((r) => r.id);
}

/** The ids of the companies whose name contains `q` (any case), by the trigram index on lower(name). */
export async function matchingCompanyIds(db: Db, q: string): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(nameMatches(q), eq(companies.listed, true)));
  return rows.map((r) => r.id);
}

/** The given companies with their open and visa-sponsoring job counts, counted for these companies only. */
export async function companiesWithOpenJobs(
  db: Db,
  ids: number[],
): Promise<(CompanyRecord & { openJobs: number; sponsoringJobs: number })[]> {
  if (ids.length === 0) return [];
  const counts = db
    .select({
      companyId: jobs.companyId,
      open: sql<number>`count(*)::int`.as("open"),
      sponsoring: sql<number>`(count(*) filter (where ${jobs.visaSponsorship}))::int`.as("sponsoring"),
    })
    .from(jobs)
    .where(and(isOpen, inArray(jobs.companyId, ids)))
    .groupBy(jobs.companyId)
    .as("counts");
  return db
    .select({
      ...companyColumns,
      openJobs: sql<number>`coalesce(${counts.open}, 0)`.mapWith(Number),
      sponsoringJobs: sql<number>`coalesce(${counts.sponsoring}, 0)`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(counts, eq(counts.companyId, companies.id))
    .where(inArray(companies.id, ids));
}

export async function findCompany(db: Db, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.listed, true)))
    .limit(1);
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
