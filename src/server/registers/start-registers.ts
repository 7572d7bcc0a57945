import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/client";
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
