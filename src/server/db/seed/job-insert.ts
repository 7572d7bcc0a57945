import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { unnestJobInsert } from "../job-columns";
import type { jobs } from "../schema/jobs";

/** A job ready to insert, except its id; `applyUrl` ends in '/careers/' and gets the id appended. */
export type JobDraft = Omit<typeof jobs.$inferInsert, "id">;

type Row = typeof jobs.$inferInsert;
const COLUMNS = [
  "id",
  "title",
  "companyId",
  "countryId",
  "cityId",
  "location",
  "employmentType",
  "workType",
  "visaStatus",
  "visaEvidence",
  "salaryText",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "postedAt",
  "refreshedAt",
  "skills",
  "description",
  "applyUrl",
  "searchText",
  "searchGrams",
  "isDemo",
] as const satisfies readonly (keyof Row)[];

/**
 * Inserts jobs in batches of `batchSize`. Each batch is one statement that unnests one array
 * parameter per column: building a multi-row VALUES list costs more time in the query builder than
 * the database spends inserting. Ids are reserved from the table's sequence first so each
 * posting's apply link can carry its own id without a second pass over the rows.
 */
export async function insertJobs(db: Db, drafts: readonly JobDraft[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < drafts.length; start += batchSize) {
    const batch = drafts.slice(start, start + batchSize);
    await sendJobInsert(db, batch, await reserveJobIds(db, batch.length));
  }
}

/** `count` ids from the jobs table's sequence, in ascending order. */
export async function reserveJobIds(db: Db, count: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Sends one insert of `drafts` with the reserved `ids` at once (a Drizzle query is otherwise sent
 * only when awaited), so the caller can prepare the next batch while the database writes this one.
 */
export function sendJobInsert(db: Db, drafts: readonly JobDraft[], ids: readonly number[]): Promise<void> {
  const rows: Row[] = drafts.map((draft, i) => {
    const id = ids[i];
    if (id === undefined) throw new Error("fewer job ids reserved than jobs to insert");
    return {
      ...draft,
      id,
      applyUrl: `${draft.applyUrl}${id}`,
      isDemo: draft.isDemo ?? false,
      // A demo posting was last confirmed when it was posted; it never goes stale (demo content).
      refreshedAt: draft.refreshedAt ?? draft.postedAt,
    };
  });
  return db.execute(unnestJobInsert(rows, COLUMNS)).then(() => undefined);
}
