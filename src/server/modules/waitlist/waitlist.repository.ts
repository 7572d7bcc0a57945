import { and, count, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { type WaitlistEntryRow, waitlistEntries } from "../../db/schema/people";
import type { Db } from "../../db/types";

/**
 * Adds the entry unless its email (any case) is already listed; answers the new row and its place
 * in the queue, or nothing. Joins take turns (a table lock until commit), so ids are given and
 * committed in the same order: a place answered never grows later because an earlier id committed
 * after it.
 */
export async function insertEntryIfNew(
  db: Db,
  values: Omit<WaitlistEntryRow, "id" | "createdAt" | "confirmedAt">,
): Promise<{ row: WaitlistEntryRow; position: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${waitlistEntries} in share row exclusive mode`);
    const [row] = await tx.insert(waitlistEntries).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    return { row, position: await positionOf(tx, row.id) };
  });
}

export async function findEntryByEmail(db: Db, email: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Place in the queue: the entry's rank by id, starting at 1. */
export async function positionOf(db: Db, entryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlistEntries).where(lte(waitlistEntries.id, entryId));
  return Number(row?.n ?? 0);
}

/** Confirms the unconfirmed entry with this token if it was made after `since`; the token is used up. */
export async function confirmEntry(
  db: Db,
  tokenHash: string,
  since: Date,
  now: Date,
): Promise<WaitlistEntryRow | undefined> {
  const [row] = await db
    .update(waitlistEntries)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(waitlistEntries.confirmTokenHash, tokenHash),
        isNull(waitlistEntries.confirmedAt),
        gt(waitlistEntries.createdAt, since),
      ),
    )
    .returning();
  return row;
}

/** Deletes the entry if it was never confirmed; answers whether it did. */
export async function deleteUnconfirmedEntry(db: Db, entryId: number): Promise<boolean> {
  const rows = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), isNull(waitlistEntries.confirmedAt)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}
