import type { ListWindow } from "@shared/schemas/common";
import type { ReferralCompanyWithCount, Referrer, ReferrersQuery } from "@shared/schemas/referrals";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { companies } from "../../db/schema/jobs";
import { users } from "../../db/schema/people";
import { referralOfferings, referralRequests } from "../../db/schema/referrals";
import type { Db } from "../../db/types";

/** A contains-pattern for ILIKE where the person's %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The success rate is earned: the share of decided requests that ended in a referral the seeker
 * confirmed. A referral the referrer marked but the seeker has not confirmed counts for nothing
 * yet (a referrer cannot raise the figure alone); a decline counts at once (it can only lower the
 * referrer's own figure). Until one counts, the figure they arrived with (if any) stands.
 */
const confirmedReferral = sql`${referralRequests.status} = 'Referred' and ${referralRequests.seekerConfirmedAt} is not null`;
const successRate = sql<number | null>`coalesce(
  (select round(100.0 * count(*) filter (where ${confirmedReferral})
      / nullif(count(*) filter (where ${confirmedReferral} or ${referralRequests.status} = 'Declined'), 0))::int
   from ${referralRequests} where ${referralRequests.offeringId} = ${referralOfferings.id}),
  ${referralOfferings.successRate})`;

const referrerColumns = {
  id: referralOfferings.id,
  companyId: referralOfferings.companyId,
  userId: referralOfferings.userId,
  experience: referralOfferings.experience,
  description: referralOfferings.description,
  currentEmployee: referralOfferings.currentEmployee,
  available: referralOfferings.available,
  successRate,
  isDemo: referralOfferings.isDemo,
  companyIsDemo: companies.isDemo,
  userIsDemo: users.isDemo,
  companyName: companies.name,
  companyLogo: companies.logo,
  companyLocation: companies.location,
  companyDescription: companies.description,
  fullName: users.fullName,
  profession: users.profession,
  skills: users.skills,
};

type ReferrerRowShape = {
  id: number;
  companyId: number;
  userId: number;
  experience: number;
  description: string;
  currentEmployee: boolean;
  available: boolean;
  successRate: number | null;
  isDemo: boolean;
  companyIsDemo: boolean;
  userIsDemo: boolean;
  companyName: string;
  companyLogo: string;
  companyLocation: string;
  companyDescription: string | null;
  fullName: string;
  profession: string | null;
  skills: string[];
};

function toReferrer(row: ReferrerRowShape): Referrer {
  return {
    id: row.id,
    companyId: row.companyId,
    company: {
      id: row.companyId,
      name: row.companyName,
      logo: row.companyLogo,
      location: row.companyLocation,
      description: row.companyDescription,
      isDemo: row.companyIsDemo,
    },
    userId: row.userId,
    user: {
      fullName: row.fullName,
      profession: row.profession,
      skills: row.skills ?? [],
      isDemo: row.userIsDemo,
    },
    experience: row.experience,
    description: row.description,
    currentEmployee: row.currentEmployee,
    successRate: row.successRate === null ? null : Number(row.successRate),
    available: row.available,
    isDemo: row.isDemo,
  };
}

function selectReferrers(db: Db) {
  return db
    .select(referrerColumns)
    .from(referralOfferings)
    .innerJoin(companies, eq(companies.id, referralOfferings.companyId))
    .innerJoin(users, eq(users.id, referralOfferings.userId));
}

/** The marketplace: active offerings only, matching the company name or referrer name. */
export async function listActiveReferrers(db: Db, query: ReferrersQuery): Promise<Referrer[]> {
  const conditions: SQL[] = [eq(referralOfferings.available, true)];
  if (query.companyId) conditions.push(eq(referralOfferings.companyId, query.companyId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(companies.name, pattern), ilike(users.fullName, pattern));
    if (match) conditions.push(match);
  }
  const rows = await selectReferrers(db)
    .where(and(...conditions))
    .orderBy(asc(companies.name), desc(referralOfferings.experience), asc(referralOfferings.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toReferrer);
}

export async function listReferrersOfUser(db: Db, userId: number): Promise<Referrer[]> {
  const rows = await selectReferrers(db)
    .where(eq(referralOfferings.userId, userId))
    .orderBy(desc(referralOfferings.createdAt), desc(referralOfferings.id));
  return rows.map(toReferrer);
}

export async function findReferrer(db: Db, id: number): Promise<Referrer | null> {
  const [row] = await selectReferrers(db).where(eq(referralOfferings.id, id)).limit(1);
  return row ? toReferrer(row) : null;
}

/** Companies with at least one active referrer matching the search, busiest first. */
export async function listReferralCompanies(
  db: Db,
  { q, limit, offset }: { q?: string | undefined } & ListWindow,
): Promise<ReferralCompanyWithCount[]> {
  const conditions: SQL[] = [eq(referralOfferings.available, true)];
  if (q) {
    const pattern = containsPattern(q);
    const match = or(ilike(companies.name, pattern), ilike(users.fullName, pattern));
    if (match) conditions.push(match);
  }
  const referrerCount = count(referralOfferings.id);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      location: companies.location,
      description: companies.description,
      isDemo: companies.isDemo,
      referrerCount,
    })
    .from(companies)
    .innerJoin(referralOfferings, eq(referralOfferings.companyId, companies.id))
    .innerJoin(users, eq(users.id, referralOfferings.userId))
    .where(and(...conditions))
    .groupBy(companies.id)
    .orderBy(desc(referrerCount), asc(companies.name), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, referrerCount: Number(r.referrerCount) }));
}

export async function listCompanyOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.listed, true))
    .orderBy(asc(companies.name));
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.listed, true)))
    .limit(1);
  return Boolean(row);
}

export async function findOfferingOwner(db: Db, id: number): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: referralOfferings.userId })
    .from(referralOfferings)
    .where(eq(referralOfferings.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUserOfferingAtCompany(
  db: Db,
  userId: number,
  companyId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: referralOfferings.id })
    .from(referralOfferings)
    .where(and(eq(referralOfferings.userId, userId), eq(referralOfferings.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export interface OfferingValues {
  companyId: number;
  experience: number;
  description: string;
  currentEmployee: boolean;
  available: boolean;
}

export async function insertOffering(db: Db, userId: number, values: OfferingValues): Promise<number> {
  const [row] = await db
    .insert(referralOfferings)
    .values({ userId, ...values })
    .returning({ id: referralOfferings.id });
  if (!row) throw new Error("offering not inserted");
  return row.id;
}

/** Updates only the owner's row: the user id is part of the condition, not just checked before. */
export async function updateOffering(
  db: Db,
  userId: number,
  id: number,
  values: Partial<OfferingValues>,
): Promise<boolean> {
  const rows = await db
    .update(referralOfferings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(referralOfferings.id, id), eq(referralOfferings.userId, userId)))
    .returning({ id: referralOfferings.id });
  return rows.length > 0;
}

export async function deleteOffering(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(referralOfferings)
    .where(and(eq(referralOfferings.id, id), eq(referralOfferings.userId, userId)))
    .returning({ id: referralOfferings.id });
  return rows.length > 0;
}
