import { type SQL, sql } from "drizzle-orm";
import pgUtils from "pg/lib/utils.js";
import { jobs } from "./schema/jobs";

export type JobInsert = typeof jobs.$inferInsert;
export type JobColumn = keyof JobInsert & keyof typeof jobs;

/** Joins a row's skills into one text for transport; no skill contains this control character. */
const UNIT_SEPARATOR = "\u001f";

/**
 * Many job rows as one array parameter per column, for one `insert … select … from unnest(…) as t(…)`
 * or `update … from unnest(…) as t(…)`: each column's name, its values as one array, and how the
 * unnested value reads back as the column's type. A multi-row VALUES list would cost more time in
 * the query builder than the database spends writing the rows.
 */
export function jobColumnArrays(rows: readonly JobInsert[], keys: readonly JobColumn[]) {
  return keys.map((key) => {
    const column = jobs[key];
    // A serial column takes plain integers; every other type casts as declared.
    const type = column.getSQLType() === "serial" ? "integer" : column.getSQLType();
    const name = sql.identifier(column.name);
    if (type.endsWith("[]")) {
      const values = rows.map((r) => (r[key] as string[] | undefined)?.join(UNIT_SEPARATOR) ?? "");
      return {
        name,
        array: sql`${sql.param(arrayLiteral(values))}::text[]`,
        value: sql`case when t.${name} = '' then '{}'::${sql.raw(type)} else string_to_array(t.${name}, ${UNIT_SEPARATOR})::${sql.raw(type)} end`,
      };
    }
    const values = rows.map((r) => {
      const value = r[key] ?? null;
      return value instanceof Date ? value.toISOString() : value;
    });
    return {
      name,
      array: sql`${sql.param(arrayLiteral(values))}::${sql.raw(type)}[]`,
      value: sql`t.${name}`,
    };
  });
}

/**
 * The values as one array literal (`{…}`), spelled by node-postgres's own converter: what the
 * driver would send for the array, made when the statement is built rather than when the driver
 * sends it. A bulk load builds its next statement while the database writes the one before, and
 * the spelling, about a megabyte for 1,000 jobs, is then part of that overlap.
 */
function arrayLiteral(values: readonly unknown[]): string {
  return pgUtils.prepareValue(values) as string;
}

/** `insert into jobs (…) select … from unnest(…)`: the rows in one statement. */
export function unnestJobInsert(rows: readonly JobInsert[], keys: readonly JobColumn[]): SQL {
  const columns = jobColumnArrays(rows, keys);
  const names = sql.join(
    columns.map((c) => c.name),
    sql`, `,
  );
  return sql`insert into ${jobs} (${names})
    select ${sql.join(
      columns.map((c) => c.value),
      sql`, `,
    )}
    from unnest(${sql.join(
      columns.map((c) => c.array),
      sql`, `,
    )}) as t(${names})`;
}
