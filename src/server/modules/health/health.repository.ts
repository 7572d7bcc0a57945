import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";

/** The cheapest question the database can answer; it throws when the database does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** PostgreSQL's codes for a table, or its schema, that does not exist. */
const NO_SUCH_TABLE = new Set(["42P01", "3F000"]);

/**
 * The journal times (`created_at`) of the migrations applied to the database, from the table the
 * migrator keeps (`drizzle.__drizzle_migrations`, on PGlite and PostgreSQL alike); none when the
 * database was never migrated. Throws when the database does not answer.
 */
export async function appliedMigrationTimes(db: Db): Promise<Set<number>> {
  try {
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: Array<{ created_at: string | number }>;
    };
    return new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (NO_SUCH_TABLE.has(databaseErrorCode(error) ?? "")) return new Set();
    throw error;
  }
}

/** The SQLSTATE of a database error, which the query builder wraps in an error of its own. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
