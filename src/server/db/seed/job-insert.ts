import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobs } from "../schema/jobs";

/** A job ready to insert, except its id; `applyUrl` ends in '/careers/' and gets the id appended. */
export type JobDraft = Omit<typeof jobs.$inferInsert, "id">;

/**
 * Inserts jobs in multi-row batches. Ids are reserved from the table's sequence first so each
 * posting's apply link can carry its own id without a second pass over the rows.
 */
export async function insertJobs(db: Db, drafts: readonly JobDraft[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < drafts.length; start += batchSize) {
    const batch = drafts.slice(start, start + batchSize);
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${batch.length})`,
    )) as unknown as { rows: { id: number }[] };
    const ids = result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    await db.insert(jobs).values(
      batch.map((draft, i) => {
        const id = ids[i];
        if (id === undefined) throw new Error("fewer job ids reserved than jobs to insert");
        return { ...draft, id, applyUrl: `${draft.applyUrl}${id}` };
      }),
    );
  }
}
