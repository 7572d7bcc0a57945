import { journalMigrations } from "../../db/migration-journal";
import type { Db } from "../../db/types";
import { appliedMigrationTimes } from "./health.repository";

/** Whether this instance can serve: ready, or not with a sentence saying why. */
export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * The readiness question: the database answers and holds every migration this build carries. The
 * build's migrations are read once, here; each call asks the database one query. A database that
 * holds more (a newer version migrated it) is ready for this one: migrations only add.
 */
export function readinessCheck(db: Db): () => Promise<Readiness> {
  const expected = journalMigrations();
  return async () => {
    let applied: Set<number>;
    try {
      applied = await appliedMigrationTimes(db);
    } catch {
      return { ready: false, reason: "The database is not answering." };
    }
    const missing = expected.filter((migration) => !applied.has(migration.when)).map((m) => m.tag);
    if (missing.length === 0) return { ready: true };
    const count = missing.length === 1 ? "1 migration is" : `${missing.length} migrations are`;
    return {
      ready: false,
      reason: `The database is not up to date: ${count} not applied (${missing.join(", ")}).`,
    };
  };
}
