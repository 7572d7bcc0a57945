import { and, eq, gt, sql } from "drizzle-orm";
import { emailVerificationTokens, users } from "../../db/schema/people";
import type { Db } from "../../db/types";

/** Stores a new link for the user's current address; older links of theirs stop working. */
export async function replaceVerificationToken(
  db: Db,
  userId: number,
  email: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.insert(emailVerificationTokens).values({ userId, email, tokenHash, expiresAt });
  });
}

/**
 * Marks the address verified if the token is live and the account still has the address it was
 * mailed to; the token is used up either way. Answers whose address it was, or undefined.
 */
export async function consumeVerificationToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(eq(emailVerificationTokens.tokenHash, tokenHash), gt(emailVerificationTokens.expiresAt, now)),
      )
      .returning();
    if (!token) return undefined;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(and(eq(users.id, token.userId), sql`lower(${users.email}) = lower(${token.email})`))
      .returning({ id: users.id });
    return user?.id;
  });
}
