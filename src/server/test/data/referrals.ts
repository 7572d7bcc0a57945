import { referralOfferings, referralRequests } from "../../db/schema/referrals";
import type { Db } from "../../db/types";

type ReferralOfferingInsert = typeof referralOfferings.$inferInsert;

/** An available offering by a current employee of the company. */
export function buildReferralOffering(
  values: { userId: number; companyId: number } & Partial<ReferralOfferingInsert>,
): ReferralOfferingInsert {
  return {
    experience: 4,
    description: "Happy to refer engineers who like distributed systems.",
    currentEmployee: true,
    available: true,
    ...values,
  };
}

export async function seedReferralOffering(
  db: Db,
  values: { userId: number; companyId: number } & Partial<ReferralOfferingInsert>,
) {
  const [row] = await db.insert(referralOfferings).values(buildReferralOffering(values)).returning();
  if (!row) throw new Error("offering not inserted");
  return row;
}

type ReferralRequestInsert = typeof referralRequests.$inferInsert;

/**
 * A referral request between two people, which is what lets them message each other; no offering
 * behind it unless one is given.
 */
export async function seedReferralRequest(
  db: Db,
  values: { seekerId: number; referrerId: number } & Partial<ReferralRequestInsert>,
) {
  const [row] = await db
    .insert(referralRequests)
    .values({ companyName: "Initech", status: "Pending", ...values })
    .returning();
  if (!row) throw new Error("referral request not inserted");
  return row;
}
