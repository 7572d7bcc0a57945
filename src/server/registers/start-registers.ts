import fs from "node:fs";
import path from "node:path";
import { invalidateCache } from "../caches/invalidation";
import type { Database, Db } from "../db/types";
import { parseRegisterFile } from "./register-formats";
import { REGISTER_DIR, SNAPSHOTS } from "./register-snapshots";
import { storedRegisters, storeRegister } from "./register-store";

/**
 * Loads each register snapshot shipped in data/registers that the database lacks, or holds only
 * an older one of (a newer one imported by hand stays). Returns what to log, one line each.
 */
export async function loadShippedRegisters(db: Db, dir: string = REGISTER_DIR): Promise<string[]> {
  const stored = await storedRegisters(db);
  const lines: string[] = [];
  for (const snapshot of SNAPSHOTS) {
    const have = stored.get(snapshot.register);
    if (have !== undefined && have >= snapshot.asOf) continue;
    const parsed = parseRegisterFile(
      snapshot.register,
      fs.readFileSync(path.join(dir, snapshot.file), "utf8"),
    );
    const result = await storeRegister(db, snapshot.register, parsed, {
      asOf: snapshot.asOf,
      readAt: snapshot.readAt,
    });
    lines.push(
      `register ${snapshot.register}: ${result.employers} employers (as of ${snapshot.asOf}), matched ${result.matched} companies`,
    );
  }
  return lines;
}

/**
 * Loads the shipped snapshots the database lacks, in the background, under the start-up lock (one
 * instance loads, the others then find them there); a failure is logged, never fatal.
 */
export function loadShippedRegistersLater(
  database: Database,
  log: { info(message: string): void; error(message: string): void },
): void {
  database
    .withStartLock(() => loadShippedRegisters(database.db))
    .then(async (lines) => {
      for (const line of lines) log.info(line);
      if (lines.length > 0) await invalidateCache(database.db, "reference");
    })
    .catch((error: unknown) => log.error(`sponsor registers not loaded: ${(error as Error).message}`));
}
