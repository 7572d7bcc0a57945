import type { FileKind } from "@shared/schemas/account";
import { and, count, eq, sql } from "drizzle-orm";
import { savedJobs } from "../../db/schema/jobs";
import {
  outbox,
  type UserFileRow,
  type UserRow,
  type UserSettingsRow,
  userFiles,
  userSettings,
  users,
  waitlistEntries,
} from "../../db/schema/people";
import type { Db } from "../../db/types";

export async function countSavedJobs(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return Number(row?.n ?? 0);
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Partial<Pick<UserRow, "fullName" | "profession" | "skills" | "email" | "emailVerifiedAt">>,
): Promise<UserRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function findSettings(db: Db, userId: number): Promise<UserSettingsRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

/** Creates the person's one settings record on first save, or changes only the given fields. */
export async function upsertSettings(
  db: Db,
  userId: number,
  values: Partial<Omit<UserSettingsRow, "userId" | "updatedAt">>,
): Promise<UserSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set })
    .returning();
  if (!row) throw new Error("settings not saved");
  return row;
}

/**
 * Removes the person and everything personal, in one transaction. Rows keyed by the user cascade
 * (messages keep the other party's copy with the sender set null); rows keyed only by an email
 * address (the waitlist entry, mail sent to them) are removed by that address, in any case.
 */
export async function deleteUser(db: Db, userId: number, emails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const email of emails) {
      await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${email})`);
      await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}

export function listFiles(db: Db, userId: number): Promise<UserFileRow[]> {
  return db.select().from(userFiles).where(eq(userFiles.userId, userId)).orderBy(userFiles.kind);
}

export async function findFile(db: Db, userId: number, kind: FileKind): Promise<UserFileRow | undefined> {
  const [row] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, kind)))
    .limit(1);
  return row;
}

/** Records the person's file of this kind, replacing the previous one; answers the row it replaced. */
export async function replaceFile(
  db: Db,
  values: Pick<UserFileRow, "userId" | "kind" | "fileName" | "contentType" | "size" | "storageKey">,
): Promise<{ file: UserFileRow; previous: UserFileRow | undefined }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(userFiles)
      .where(and(eq(userFiles.userId, values.userId), eq(userFiles.kind, values.kind)))
      .returning();
    const [file] = await tx.insert(userFiles).values(values).returning();
    if (!file) throw new Error("file not recorded");
    return { file, previous };
  });
}

export async function deleteFile(db: Db, userId: number, kind: FileKind): Promise<UserFileRow | undefined> {
  const [row] = await db
    .delete(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, kind)))
    .returning();
  return row;
}
