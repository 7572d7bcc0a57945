import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  type EmailChangeRow,
  emailChanges,
  passwordResetTokens,
  type UserRow,
  users,
} from "../../db/schema/people";
import type { Db } from "../../db/types";

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertUser(
  db: Db,
  values: Pick<UserRow, "username" | "email" | "fullName" | "profession" | "skills" | "passwordHash">,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user not inserted");
  return row;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Stores a new reset token for the user and drops their older unused ones: only the newest link works. */
export async function replaceResetToken(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  });
}

/**
 * Marks an unused, unexpired token used and answers its user; one statement, so two requests racing
 * with the same token cannot both succeed.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** The person an unused, unexpired reset token belongs to, without using it up. */
export async function findUserByResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Drops the user's unused reset links: after a password or email change, an older link must not work. */
export async function deleteResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Stores the person's pending email change, replacing an earlier one (its link stops working). */
export async function replaceEmailChange(
  db: Db,
  values: Pick<EmailChangeRow, "userId" | "newEmail" | "tokenHash" | "expiresAt">,
): Promise<void> {
  await db
    .insert(emailChanges)
    .values(values)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: values.newEmail,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

/** The person's pending email change that has not expired, if any. */
export async function findPendingEmail(db: Db, userId: number, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return row?.newEmail;
}

/**
 * Takes the pending change for this token if it has not expired, and removes it; one statement,
 * so two requests racing with the same link cannot both use it.
 */
export async function takeEmailChange(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; newEmail: string } | undefined> {
  const [row] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/** Drops the person's pending email change (after a password change or reset, its link must not work). */
export async function deleteEmailChange(db: Db, userId: number): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}
