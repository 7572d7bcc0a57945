import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The cheapest question the database can answer; it throws when the database does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
