import { sql } from "drizzle-orm";
import { jobColumnArrays } from "../job-columns";
import type { jobs } from "../schema/jobs";
import type { Db } from "../types";

/** A job ready to insert, except its id; `applyUrl` ends in '/careers/' and gets the id appended. */
export type JobDraft = Omit<typeof jobs.$inferInsert, "id">;

type Row = typeof jobs.$inferInsert;
const COLUMNS = [
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
  "salaryPeriod",
  "payMin",
  "payMax",
  "postedAt",
  "refreshedAt",
  "skills",
  "description",
  "applyUrl",
  "searchText",
  "searchGrams",
  "isDemo",
] as const satisfies readonly (keyof Row)[];

/** Inserts jobs in batches of `batchSize`, in order: ids ascend with the drafts. */
export async function insertJobs(db: Db, drafts: readonly JobDraft[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < drafts.length; start += batchSize) {
    await sendJobInsert(db, drafts.slice(start, start + batchSize));
  }
}

/**
 * Sends one insert of `drafts` at once (a Drizzle query is otherwise sent only when awaited), so
 * the caller can prepare the next batch while the database writes this one. It is one statement
 * that unnests one array parameter per column: a multi-row VALUES list costs more time in the
 * query builder than the database spends inserting. Each row takes the next id of the table's
 * sequence, in the drafts' order, and its apply link (ending in '/careers/') gets that id appended:
 * no round trip to reserve ids first.
 */
export function sendJobInsert(db: Db, drafts: readonly JobDraft[]): Promise<void> {
  const rows: Row[] = drafts.map((draft) => ({
    ...draft,
    isDemo: draft.isDemo ?? false,
    // A demo posting was last confirmed when it was posted; it never goes stale (demo content).
    refreshedAt: draft.refreshedAt ?? draft.postedAt,
  }));
  const columns = jobColumnArrays(rows, COLUMNS);
  const names = sql.join(
    columns.map((c) => c.name),
    sql`, `,
  );
  const written = sql.join(
    COLUMNS.map((key, i) => {
      const name = (columns[i] as (typeof columns)[number]).name;
      return key === "applyUrl" ? sql`r.${name} || r.id` : sql`r.${name}`;
    }),
    sql`, `,
  );
  return db
    .execute(
      sql`insert into jobs (id, ${names})
        select r.id, ${written}
        from (
          select nextval((select pg_get_serial_sequence('jobs', 'id')::regclass))::int, ${sql.join(
            columns.map((c) => c.value),
            sql`, `,
          )}
          from unnest(${sql.join(
            columns.map((c) => c.array),
            sql`, `,
          )}) as t(${names})
        ) as r(id, ${names})`,
    )
    .then(() => undefined);
}
