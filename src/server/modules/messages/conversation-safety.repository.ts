import type { Block } from "@shared/schemas/messages";
import { and, asc, count, eq, gt, or } from "drizzle-orm";
import { users } from "../../db/schema/people";
import { conversationReports, messages, referralRequests, userBlocks } from "../../db/schema/referrals";
import type { Db } from "../../db/types";

/**
 * Two people have a conversation once a referral request joins them, whichever side each is on:
 * that is the only way a first contact is made.
 */
export async function conversationExists(db: Db, me: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(
      or(
        and(eq(referralRequests.seekerId, me), eq(referralRequests.referrerId, other)),
        and(eq(referralRequests.seekerId, other), eq(referralRequests.referrerId, me)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function hasBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

/** Adds the block; false when it was already there. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The people I blocked, oldest block first. */
export async function listBlocks(db: Db, blockerId: number): Promise<Block[]> {
  const rows = await db
    .select({ userId: userBlocks.blockedId, fullName: users.fullName, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(asc(userBlocks.createdAt), asc(userBlocks.blockedId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function insertReport(
  db: Db,
  values: { reporterId: number; reportedUserId: number; reason: string | null },
): Promise<number> {
  const [row] = await db.insert(conversationReports).values(values).returning({ id: conversationReports.id });
  if (!row) throw new Error("report not inserted");
  return row.id;
}

/** How many messages one person sent another since `since`. */
export async function countSentSince(db: Db, senderId: number, receiverId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        eq(messages.receiverId, receiverId),
        gt(messages.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}
