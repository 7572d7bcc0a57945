import type { ReferralJobOption, ReferralRequest, ReferralStatus } from "@shared/schemas/referrals";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { applications, companies, jobs, savedJobs } from "../../db/schema/jobs";
import { type ReferralRequestRow, referralOfferings, referralRequests } from "../../db/schema/referrals";
import type { Db } from "../../db/types";

export function toReferralRequest(row: ReferralRequestRow): ReferralRequest {
  return {
    id: row.id,
    offeringId: row.offeringId,
    seekerId: row.seekerId,
    referrerId: row.referrerId,
    companyName: row.companyName,
    job: row.jobTitle === null ? null : { id: row.jobId, title: row.jobTitle },
    status: row.status as ReferralStatus,
    seekerConfirmedAt: row.seekerConfirmedAt ? row.seekerConfirmedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findOfferingForRequest(db: Db, offeringId: number) {
  const [row] = await db
    .select({
      id: referralOfferings.id,
      userId: referralOfferings.userId,
      available: referralOfferings.available,
      companyId: referralOfferings.companyId,
      companyName: companies.name,
    })
    .from(referralOfferings)
    .innerJoin(companies, eq(companies.id, referralOfferings.companyId))
    .where(eq(referralOfferings.id, offeringId))
    .limit(1);
  return row ?? null;
}

/** A job a seeker names in a request: enough to check it is at the referrer's company. */
export async function findJobForRequest(db: Db, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId })
    .from(jobs)
    // A job someone added for themselves (a pasted link) is theirs alone: a referrer could not open it.
    .where(and(eq(jobs.id, jobId), isNull(jobs.ownerId)))
    .limit(1);
  return row ?? null;
}

/** Names (or renames) the job an open request is for. */
export async function setRequestJob(db: Db, id: number, job: { id: number; title: string }) {
  const [row] = await db
    .update(referralRequests)
    .set({ jobId: job.id, jobTitle: job.title, updatedAt: new Date() })
    .where(eq(referralRequests.id, id))
    .returning();
  return row ?? null;
}

const OPTIONS_LIMIT = 50;

/**
 * The person's saved and tracked jobs at one company, newest first. Each list is read from the
 * person's own rows (their primary keys start with the user id), never from the company's jobs.
 */
export async function listJobOptions(
  db: Db,
  userId: number,
  companyId: number,
): Promise<ReferralJobOption[]> {
  const [saved, tracked] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, location: jobs.location, at: savedJobs.createdAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(and(eq(savedJobs.userId, userId), eq(jobs.companyId, companyId), isNull(jobs.ownerId)))
      .orderBy(desc(savedJobs.createdAt))
      .limit(OPTIONS_LIMIT),
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        location: jobs.location,
        at: applications.createdAt,
        status: applications.status,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.userId, userId), eq(jobs.companyId, companyId), isNull(jobs.ownerId)))
      .orderBy(desc(applications.createdAt))
      .limit(OPTIONS_LIMIT),
  ]);
  const byId = new Map<number, ReferralJobOption & { at: Date }>();
  for (const row of saved) {
    byId.set(row.id, {
      id: row.id,
      title: row.title,
      location: row.location,
      saved: true,
      applicationStatus: null,
      at: row.at,
    });
  }
  for (const row of tracked) {
    const known = byId.get(row.id);
    byId.set(row.id, {
      id: row.id,
      title: row.title,
      location: row.location,
      saved: known !== undefined,
      applicationStatus: row.status,
      at: known && known.at > row.at ? known.at : row.at,
    });
  }
  return [...byId.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, OPTIONS_LIMIT)
    .map(({ at: _at, ...option }) => option);
}

/** The seeker's request to this offering that is still being worked on, if any. */
export async function findOpenRequest(db: Db, seekerId: number, offeringId: number) {
  const [row] = await db
    .select()
    .from(referralRequests)
    .where(
      and(
        eq(referralRequests.seekerId, seekerId),
        eq(referralRequests.offeringId, offeringId),
        inArray(referralRequests.status, ["Pending", "Accepted"]),
      ),
    )
    .orderBy(desc(referralRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db.select().from(referralRequests).where(eq(referralRequests.id, id)).limit(1);
  return row ?? null;
}

/** Requests between me and another person, whichever side each of us is on; newest first. */
export async function listRequestsBetween(db: Db, me: number, other: number): Promise<ReferralRequest[]> {
  const rows = await db
    .select()
    .from(referralRequests)
    .where(
      or(
        and(eq(referralRequests.seekerId, me), eq(referralRequests.referrerId, other)),
        and(eq(referralRequests.seekerId, other), eq(referralRequests.referrerId, me)),
      ),
    )
    .orderBy(desc(referralRequests.createdAt), desc(referralRequests.id));
  return rows.map(toReferralRequest);
}

/**
 * Only the referrer's own request changes, and only from the status it was read in: the referrer
 * id and the previous status are part of the condition, so two changes at once cannot both pass.
 */
export async function setRequestStatus(
  db: Db,
  referrerId: number,
  id: number,
  from: ReferralStatus,
  status: ReferralStatus,
) {
  const [row] = await db
    .update(referralRequests)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(referralRequests.id, id),
        eq(referralRequests.referrerId, referrerId),
        eq(referralRequests.status, from),
      ),
    )
    .returning();
  return row ? toReferralRequest(row) : null;
}

/** The seeker confirms a referral; the seeker id and the Referred status are part of the condition. */
export async function confirmReferral(db: Db, seekerId: number, id: number) {
  const [row] = await db
    .update(referralRequests)
    .set({ seekerConfirmedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(referralRequests.id, id),
        eq(referralRequests.seekerId, seekerId),
        eq(referralRequests.status, "Referred"),
        isNull(referralRequests.seekerConfirmedAt),
      ),
    )
    .returning();
  return row ? toReferralRequest(row) : null;
}
