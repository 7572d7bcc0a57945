import { sql } from "drizzle-orm";
import { purgeExpiredSessions } from "../plugins/session-store";
import { loadStartData } from "./start-data";
import type { Database } from "./types";

/**
 * What every start does to the database before serving: migrate and load the start data
 * (reference data, and the demo data when `demoData` is on) under the start-up lock, so instances
 * started together on one PostgreSQL database take turns and the later ones find it all done; then
 * the per-process chores. Returns the lines to log (what the start data changed); `onWait` is called
 * when another instance holds the lock.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; onWait?: () => void },
): Promise<string[]> {
  const lines = await database.withStartLock(async () => {
    await database.migrate();
    return loadStartData(database.db, { demoData: options.demoData });
  }, options.onWait);
  await purgeExpiredSessions(database.db);
  // The embedded database has no autovacuum, so no planner statistics unless we gather them; without
  // them it picks poor plans for the job search. ANALYZE samples, so it stays quick on a large table.
  if (database.kind === "pglite") await database.db.execute(sql`analyze`);
  await database.checkpoint();
  return lines;
}
