import type { AppNotification } from "@shared/schemas/notifications";
import { and, desc, eq, gte, inArray, isNull, like, lt, ne, sql } from "drizzle-orm";
import { countryFollows, type NotificationRow, notifications } from "../../db/schema/notifications";
import { sessions, userSettings } from "../../db/schema/people";
import { countries } from "../../db/schema/places";
import { messages } from "../../db/schema/referrals";
import type { Db } from "../../db/types";

/** A country_follows reason: the person stopped following the country (see unfollow). */
const UNFOLLOWED = "unfollow";
/** Rows of countries the person follows, not those they chose to stop following. */
const following = ne(countryFollows.reason, UNFOLLOWED);

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as AppNotification["kind"],
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** My notifications, newest first (the (user_id, id desc) index answers it): `limit` after `offset`. */
export async function listNotifications(
  db: Db,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<AppNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toNotification);
}

/**
 * My unread notifications and unread messages to me, in one round trip: each count reads only its
 * partial unread index (notifications_unread_idx, messages_unread_idx), never the read rows.
 */
export async function countUnread(
  db: Db,
  userId: number,
): Promise<{ notifications: number; messages: number }> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from notifications where user_id = ${userId} and read_at is null) as notifications,
      (select count(*)::int from messages where receiver_id = ${userId} and read_at is null) as messages
  `)) as unknown as { rows: Array<{ notifications: number; messages: number }> };
  const row = result.rows[0];
  return { notifications: Number(row?.notifications ?? 0), messages: Number(row?.messages ?? 0) };
}

/** Marks one of my notifications read (a read one keeps its time); null when I have none with that id. */
export async function markRead(db: Db, userId: number, id: number): Promise<AppNotification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks all my notifications read; answers how many were unread. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The oldest message `from` sent `to` that `to` has not read yet, or null. */
export async function firstUnreadMessage(
  db: Db,
  to: number,
  from: number,
): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.receiverId, to), eq(messages.senderId, from), isNull(messages.readAt)))
    .orderBy(messages.id)
    .limit(1);
  return row ?? null;
}

/** Whether the message is still there and unread. */
export async function isUnread(db: Db, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), isNull(messages.readAt)));
  return Boolean(row);
}

/** Whether any unexpired session of the person was seen at or after `since`. */
export async function seenSince(db: Db, userId: number, since: Date): Promise<boolean> {
  const now = new Date();
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), gte(sessions.lastSeenAt, since), sql`${sessions.expiresAt} > ${now}`),
    )
    .limit(1);
  return Boolean(row);
}

/** Follows the country; a follow asked for replaces one that came from comparing. */
export async function follow(db: Db, userId: number, countryId: number): Promise<void> {
  await db
    .insert(countryFollows)
    .values({ userId, countryId, reason: "follow" })
    .onConflictDoUpdate({
      target: [countryFollows.userId, countryFollows.countryId],
      set: { reason: "follow" },
    });
}

/**
 * Follows the compared countries that exist, keeping any choice already there as it is: a follow
 * asked for, and a country the person stopped following, which comparing never follows again.
 */
export async function followCompared(db: Db, userId: number, countryIds: number[]): Promise<void> {
  const known = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  if (known.length === 0) return;
  await db
    .insert(countryFollows)
    .values(known.map(({ id }) => ({ userId, countryId: id, reason: "compare" })))
    .onConflictDoNothing();
}

/**
 * Stops following the country, and remembers that the person chose to: the row stays, marked
 * 'unfollow', so that comparing the country later does not follow it again.
 */
export async function unfollow(db: Db, userId: number, countryId: number): Promise<void> {
  await db
    .insert(countryFollows)
    .values({ userId, countryId, reason: UNFOLLOWED })
    .onConflictDoUpdate({
      target: [countryFollows.userId, countryFollows.countryId],
      set: { reason: UNFOLLOWED },
    });
}

export async function listFollowed(
  db: Db,
  userId: number,
): Promise<Array<{ countryId: number; reason: "follow" | "compare" }>> {
  const rows = await db
    .select({ countryId: countryFollows.countryId, reason: countryFollows.reason })
    .from(countryFollows)
    .where(and(eq(countryFollows.userId, userId), following))
    .orderBy(countryFollows.countryId);
  return rows.map((row) => ({
    countryId: row.countryId,
    reason: row.reason === "compare" ? "compare" : "follow",
  }));
}

/** The followers of a country with their Country Information setting (no settings row: the default). */
export async function followersOf(
  db: Db,
  countryId: number,
): Promise<Array<{ userId: number; countryInfo: string | null }>> {
  return db
    .select({ userId: countryFollows.userId, countryInfo: userSettings.countryInfo })
    .from(countryFollows)
    .leftJoin(userSettings, eq(userSettings.userId, countryFollows.userId))
    .where(and(eq(countryFollows.countryId, countryId), following));
}

/**
 * People whose Country Information is Weekly and who follow a country: the weekly mail's readers.
 * A person without a settings row has the default, Weekly.
 */
export async function weeklyCountryReaders(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: countryFollows.userId })
    .from(countryFollows)
    .leftJoin(userSettings, eq(userSettings.userId, countryFollows.userId))
    .where(and(following, sql`coalesce(${userSettings.countryInfo}, 'Weekly') = 'Weekly'`));
  return rows.map((row) => row.userId);
}

/** The person's country-update notifications created in [from, to), oldest first. */
export async function countryUpdatesBetween(
  db: Db,
  userId: number,
  from: Date,
  to: Date,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "country"),
        // The weekly summary itself links to the notifications page; only updates link to a country.
        like(notifications.link, "/countries/%"),
        gte(notifications.createdAt, from),
        lt(notifications.createdAt, to),
      ),
    )
    .orderBy(notifications.id);
}
