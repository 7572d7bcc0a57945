import type { FileKind } from "@shared/schemas/account";
import { type Conversation, DELETED_USER, type Message } from "@shared/schemas/messages";
import { and, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { sessions, type UserFileRow, userFiles } from "../../db/schema/people";
import { type MessageRow, messages } from "../../db/schema/referrals";
import type { Db } from "../../db/types";
import { liveSession } from "../../plugins/session-store";

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    referralRequestId: row.referralRequestId,
    attachment:
      row.attachmentKind && row.attachmentName
        ? {
            kind: row.attachmentKind as FileKind,
            fileName: row.attachmentName,
            available: row.attachmentFileId !== null,
          }
        : null,
  };
}

/** Newest `limit` messages matching `where`, returned oldest first. */
async function newestFirstPage(db: Db, where: SQL | undefined, limit: number, beforeId?: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(beforeId ? and(where, lt(messages.id, beforeId)) : where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

/** Every message the person sent or received. */
export function listMessagesOf(db: Db, userId: number, limit: number, beforeId?: number) {
  return newestFirstPage(
    db,
    or(eq(messages.senderId, userId), eq(messages.receiverId, userId)),
    limit,
    beforeId,
  );
}

/** The conversation between me and another person; null: people who deleted their account. */
export function listConversation(db: Db, me: number, other: number | null, limit: number, beforeId?: number) {
  const where =
    other === null
      ? or(
          and(eq(messages.senderId, me), isNull(messages.receiverId)),
          and(isNull(messages.senderId), eq(messages.receiverId, me)),
        )
      : or(
          and(eq(messages.senderId, me), eq(messages.receiverId, other)),
          and(eq(messages.senderId, other), eq(messages.receiverId, me)),
        );
  return newestFirstPage(db, where, limit, beforeId);
}

export async function insertMessage(
  db: Db,
  values: {
    senderId: number;
    receiverId: number;
    content: string;
    referralRequestId?: number | null;
    attachmentFileId?: number;
    attachmentKind?: FileKind;
    attachmentName?: string;
  },
): Promise<Message> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error("message not inserted");
  return toMessage(row);
}

/** The upload a message carries, when the person is its sender or its receiver and it is still there. */
export async function findAttachment(db: Db, messageId: number, me: number): Promise<UserFileRow | null> {
  const [row] = await db
    .select({ file: userFiles })
    .from(messages)
    .innerJoin(userFiles, eq(userFiles.id, messages.attachmentFileId))
    .where(and(eq(messages.id, messageId), or(eq(messages.senderId, me), eq(messages.receiverId, me))))
    .limit(1);
  return row?.file ?? null;
}

/** Marks what the other person sent me as read; returns how many were unread. */
export async function markRead(db: Db, me: number, other: number | null): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.receiverId, me),
        other === null ? isNull(messages.senderId) : eq(messages.senderId, other),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

interface ConversationRow {
  other_id: number | null;
  full_name: string | null;
  id: number;
  content: string;
  sender_id: number | null;
  created_at: string;
  unread: number;
}

/**
 * One row per person I have exchanged messages with, latest first: the last message and my unread
 * count; `limit` rows after `offset`.
 */
export async function listConversations(
  db: Db,
  me: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<Conversation[]> {
  const result = (await db.execute(sql`
    with mine as (
      select m.id, m.content, m.sender_id, m.created_at,
             case when m.sender_id = ${me} then m.receiver_id else m.sender_id end as other_id
      from messages m
      where m.sender_id = ${me} or m.receiver_id = ${me}
    ), latest as (
      select distinct on (other_id) other_id, id, content, sender_id, created_at
      from mine
      order by other_id, created_at desc, id desc
    )
    select l.other_id, u.full_name, l.id, l.content, l.sender_id,
           to_json(l.created_at) #>> '{}' as created_at,
           (select count(*)::int from messages x
             where x.receiver_id = ${me} and x.read_at is null
               and x.sender_id is not distinct from l.other_id) as unread
    from latest l
    left join users u on u.id = l.other_id
    order by l.created_at desc, l.id desc
    limit ${limit} offset ${offset}
  `)) as unknown as { rows: ConversationRow[] };
  return result.rows.map((row) => ({
    otherUser: {
      id: row.other_id === null ? null : Number(row.other_id),
      fullName: row.other_id === null ? DELETED_USER : (row.full_name ?? DELETED_USER),
    },
    lastMessage: {
      id: Number(row.id),
      content: row.content,
      senderId: row.sender_id === null ? null : Number(row.sender_id),
      createdAt: new Date(row.created_at).toISOString(),
    },
    unreadCount: Number(row.unread),
  }));
}

/** How many messages sent to me are unread, in all my conversations. */
export async function countUnread(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, me), isNull(messages.readAt)));
  return Number(row?.unread ?? 0);
}

/** Which of these session id hashes still exist and have not expired (one question for all). */
export async function liveSessionHashes(db: Db, idHashes: string[]): Promise<Set<string>> {
  const now = new Date();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(or(...idHashes.map((idHash) => liveSession(idHash, now))));
  return new Set(rows.map((row) => row.idHash));
}
