import { createHash } from "node:crypto";
import { and, eq, gt, lt, ne, type SQL } from "drizzle-orm";
import { sessions, users } from "../db/schema/people";
import { loginChallenges } from "../db/schema/two-factor";
import type { Db } from "../db/types";

/** What the server knows of the signed-in person on every request. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  profession: string | null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed out after this long without a request (the inactivity timeout). */
export const IDLE_MS = 7 * DAY_MS;
/** Signed out this long after signing in, however active (NIST SP 800-63B AAL1: re-authenticate monthly). */
export const ABSOLUTE_MS = 30 * DAY_MS;

/** Tokens are stored only as their SHA-256: a leaked table signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The session with this id hash, if it has neither been idle too long nor outlived its absolute lifetime. */
export function liveSession(idHash: string, now: Date): SQL | undefined {
  return and(
    eq(sessions.idHash, idHash),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_MS)),
  );
}

/** The live session with this id hash and its person, or undefined. */
export async function findLiveSession(
  db: Db,
  idHash: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: Date; createdAt: Date; lastSeenAt: Date } | undefined> {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      profession: users.profession,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(idHash, now))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, createdAt, lastSeenAt, ...user } = row;
  return { user, expiresAt, createdAt, lastSeenAt };
}

/** Kept for the session list: enough to tell one browser from another, no more. */
const USER_AGENT_MAX = 300;

export async function insertSession(
  db: Db,
  idHash: string,
  userId: number,
  expiresAt: Date,
  userAgent?: string,
): Promise<void> {
  await db
    .insert(sessions)
    .values({ idHash, userId, expiresAt, userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null });
}

/** "Last seen" in the session list is this fresh at most: a write per request would cost too much. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function renewSession(db: Db, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, optionally keeping one (the one that changed the password). */
export async function endAllSessions(db: Db, userId: number, exceptIdHash?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
}

/** Removes expired sessions and unfinished two-step sign-ins; run at start and now and then. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
}
