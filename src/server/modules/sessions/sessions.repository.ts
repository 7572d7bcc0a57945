import { and, desc, eq, gt, ne } from "drizzle-orm";
import { sessions } from "../../db/schema/people";
import type { Db } from "../../db/types";
import { ABSOLUTE_MS } from "../../plugins/session-store";

export interface SessionListRow {
  publicId: number;
  idHash: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The person's live sessions, most recently used first. */
export async function listLiveSessions(db: Db, userId: number, now: Date): Promise<SessionListRow[]> {
  const rows = await db
    .select({
      publicId: sessions.publicId,
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    // The same rule as the session plugin's lookup: idle or too old is over, whatever the row says.
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.publicId));
  return rows;
}

/** Ends one of the person's sessions; answers its id hash, or undefined when they have none with that number. */
export async function deleteOwnSession(
  db: Db,
  userId: number,
  publicId: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ idHash: sessions.idHash });
  return row?.idHash;
}

/** Ends every session of the person but this one; answers how many. */
export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
