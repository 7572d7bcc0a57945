import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { loginChallenges, recoveryCodes, type TwoFactorRow, twoFactor } from "../../db/schema/two-factor";
import type { Db } from "../../db/types";

export function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db
    .select()
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Starts (or restarts) set-up with a new sealed secret, unless two-factor sign-in is already on. */
export async function savePendingSecret(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/**
 * Records that a code of this 30-second step was used, only if no code of this or a later step was:
 * one statement, so the same code sent twice at once is accepted once.
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Turns two-factor sign-in on and replaces the recovery codes, in one transaction. */
export async function enableTwoFactor(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  });
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Uses up a recovery code; false when it is not one of the person's unused codes. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function insertChallenge(
  db: Db,
  idHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db.insert(loginChallenges).values({ idHash, userId, expiresAt });
}

/**
 * Counts one try against a live challenge that has tries left and answers its person; undefined
 * when it has expired, is unknown or is used up.
 */
export async function tryChallenge(
  db: Db,
  idHash: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.idHash, idHash),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ userId: loginChallenges.userId });
  return row?.userId;
}

export async function deleteChallenge(db: Db, idHash: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.idHash, idHash));
}

export function isEnabled(row: TwoFactorRow | undefined): row is TwoFactorRow & { enabledAt: Date } {
  return row?.enabledAt != null;
}

/**
 * Counts one wrong code at the second sign-in step for the account, whatever the attempt or address;
 * at `limit` wrong codes within `windowMs` the step pauses, for `firstPauseMs`, doubling with each
 * pause up to `maxPauseMs`. Answers when the step is paused until, when this code started a pause.
 */
export async function recordWrongCode(
  db: Db,
  userId: number,
  now: Date,
  rule: { limit: number; windowMs: number; firstPauseMs: number; maxPauseMs: number },
): Promise<Date | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const fresh = sql`(${twoFactor.wrongSince} is null or ${twoFactor.wrongSince} < ${at} - ${`${rule.windowMs} milliseconds`}::interval)`;
  await db
    .update(twoFactor)
    .set({
      wrongCodes: sql`case when ${fresh} then 1 else ${twoFactor.wrongCodes} + 1 end`,
      wrongSince: sql`case when ${fresh} then ${at} else ${twoFactor.wrongSince} end`,
    })
    .where(eq(twoFactor.userId, userId));
  // Only the statement that finds the count at the limit starts the pause (and its mail).
  const pause = sql`least(${rule.firstPauseMs}::bigint * power(2, least(${twoFactor.pauses}, 16))::bigint, ${rule.maxPauseMs}::bigint)`;
  const [paused] = await db
    .update(twoFactor)
    .set({
      pausedUntil: sql`${at} + (${pause} || ' milliseconds')::interval`,
      pauses: sql`${twoFactor.pauses} + 1`,
      wrongCodes: 0,
      wrongSince: null,
    })
    .where(and(eq(twoFactor.userId, userId), sql`${twoFactor.wrongCodes} >= ${rule.limit}`))
    .returning({ pausedUntil: twoFactor.pausedUntil });
  return paused?.pausedUntil ?? undefined;
}

/** A right code: the count of wrong ones, and any pause, start over. */
export async function clearWrongCodes(db: Db, userId: number): Promise<void> {
  await db
    .update(twoFactor)
    .set({ wrongCodes: 0, wrongSince: null, pausedUntil: null, pauses: 0 })
    .where(eq(twoFactor.userId, userId));
}
