import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The serving pool plans each run of a statement for its own values (`plan_cache_mode =
 * force_custom_plan`, db/client.ts), and that includes the statements PostgreSQL runs on its own
 * behalf: the foreign-key check behind every row written is planned again for each row, which made
 * a bulk load of jobs about three times slower. A transaction that writes many rows returns to
 * PostgreSQL's default for its own length: those checks are planned once and reused. Harmless on
 * the embedded database, which keeps the default anyway.
 */
export async function planOnceForBulkWrites(db: Db): Promise<void> {
  await db.execute(sql`select set_config('plan_cache_mode', 'auto', true)`);
}
