import type { Db } from "../../db/client";
import { companies } from "../../db/schema/jobs";
import { referralOfferings } from "../../db/schema/referrals";

let counter = 0;

/** A company stored directly, for tests. */
export async function seedCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${counter}`,
      logo: "CO",
      location: "Berlin, Germany",
      description: "A company that builds things for people who move abroad.",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("company not inserted");
  return row;
}

/** A referral offering stored directly, for tests. */
export async function seedOffering(
  db: Db,
  values: { userId: number; companyId: number } & Partial<typeof referralOfferings.$inferInsert>,
) {
  const [row] = await db
    .insert(referralOfferings)
    .values({
      experience: 4,
      description: "Happy to refer engineers who like distributed systems.",
      currentEmployee: true,
      available: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error("offering not inserted");
  return row;
}
