import type { ReferralRequest, ReferralStatus } from "@shared/schemas/referrals";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/jobs";
import { type ReferralRequestRow, referralOfferings, referralRequests } from "../../db/schema/referrals";

export function toReferralRequest(row: ReferralRequestRow): ReferralRequest {
  return {
    id: row.id,
    offeringId: row.offeringId,
    seekerId: row.seekerId,
    referrerId: row.referrerId,
    companyName: row.companyName,
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
      companyName: companies.name,
    })
    .from(referralOfferings)
    .innerJoin(companies, eq(companies.id, referralOfferings.companyId))
    .where(eq(referralOfferings.id, offeringId))
    .limit(1);
  return row ?? null;
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
