import type { SavedSearchAlerts, SavedSearchFilters } from "@shared/schemas/saved-searches";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type SavedSearchRow, savedSearches } from "../../db/schema/notifications";
import { users } from "../../db/schema/people";
import type { Db } from "../../db/types";

export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Adds a search unless the person already keeps `max`. The person's row is locked first, so two
 * saves at once are counted one after the other and cannot both pass the limit. Null at the limit.
 */
export async function insertSavedSearch(
  db: Db,
  userId: number,
  input: { name: string; filters: SavedSearchFilters; alerts: SavedSearchAlerts },
  max: number,
): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, filters: input.filters, alerts: input.alerts })
      .returning();
    return row ?? null;
  });
}

export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  patch: { name?: string; filters?: SavedSearchFilters; alerts?: SavedSearchAlerts },
): Promise<SavedSearchRow | undefined> {
  const changes: PgUpdateSetSource<typeof savedSearches> = { updatedAt: new Date() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.filters !== undefined) changes.filters = patch.filters;
  if (patch.alerts !== undefined) {
    changes.alerts = patch.alerts;
    // Turning alerts on starts from now: jobs that came in while they were off are not news.
    if (patch.alerts !== "Never") {
      changes.lastDigestAt = sql`case when ${savedSearches.alerts} = 'Never' then now() else ${savedSearches.lastDigestAt} end`;
    }
  }
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
