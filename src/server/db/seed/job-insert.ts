import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobs } from "../schema/jobs";

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
  "isDemo",
] as const satisfies readonly (keyof Row)[];
/** Joins a row's skills into one text for transport; no skill contains this control character. */
const UNIT_SEPARATOR = "\u001f";

/**
 * Inserts jobs in batches of `batchSize`. Each batch is one statement that unnests one array
 * parameter per column: building a multi-row VALUES list costs more time in the query builder than
 * the database spends inserting. Ids are reserved from the table's sequence first so each
 * posting's apply link can carry its own id without a second pass over the rows.
 */
export async function insertJobs(db: Db, drafts: readonly JobDraft[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < drafts.length; start += batchSize) {
    const batch = drafts.slice(start, start + batchSize);
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${batch.length})`,
    )) as unknown as { rows: { id: number }[] };
    const ids = result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const rows: Row[] = batch.map((draft, i) => {
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
    await db.execute(unnestInsert(rows));
  }
}

function unnestInsert(rows: Row[]): SQL {
  const names = COLUMNS.map((key) => sql.identifier(jobs[key].name));
  const arrays: SQL[] = [];
  const selects: SQL[] = [];
  for (const key of COLUMNS) {
    const column = jobs[key];
    // A serial column takes plain integers; every other type casts as declared.
    const type = column.getSQLType() === "serial" ? "integer" : column.getSQLType();
    const name = sql.identifier(column.name);
    if (type.endsWith("[]")) {
      const values = rows.map((r) => (r[key] as string[] | undefined)?.join(UNIT_SEPARATOR) ?? "");
      arrays.push(sql`${sql.param(values)}::text[]`);
      selects.push(
        sql`case when ${name} = '' then '{}'::${sql.raw(type)} else string_to_array(${name}, ${UNIT_SEPARATOR})::${sql.raw(type)} end`,
      );
    } else {
      const values = rows.map((r) => {
        const value = r[key] ?? null;
        return value instanceof Date ? value.toISOString() : value;
      });
      arrays.push(sql`${sql.param(values)}::${sql.raw(type)}[]`);
      selects.push(sql`${name}`);
    }
  }
  return sql`insert into ${jobs} (${sql.join(names, sql`, `)})
    select ${sql.join(selects, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(names, sql`, `)})`;
}
