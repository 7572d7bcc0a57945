import type { NonSharedBuffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { embeddedExtensions, lockDataDir, restrictToOwner } from "../db/client";
import { BackupFileError } from "./dump-archive";

export interface Restored {
  /** Where the database that was replaced now is (DATA_DIR/pgdata.before-restore-…); none when there was none. */
  previous: string | undefined;
}

/**
 * Replaces DATA_DIR/pgdata with the data directory in `tar` (checked by readDumpArchive), holding
 * the DATA_DIR lock throughout, so no server starts halfway. The backup is first laid out in a new
 * directory beside pgdata and opened there, and must be a Borderless database (its migrations table
 * answers); only then is pgdata renamed aside, kept, and the new directory renamed into its place.
 * Anything wrong before that leaves pgdata as it was. Throws DataDirLockedError while a server runs.
 */
export async function restoreDataDir(
  dataDir: string,
  tar: NonSharedBuffer,
  at = new Date(),
): Promise<Restored> {
  const created = !fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    return await replacePgdata(dataDir, tar, at);
  } catch (error) {
    // A DATA_DIR made for the restore is empty again by now: it goes too, leaving things as they were.
    if (created && fs.readdirSync(dataDir).length === 0) fs.rmdirSync(dataDir);
    throw error;
  }
}

async function replacePgdata(dataDir: string, tar: NonSharedBuffer, at: Date): Promise<Restored> {
  const release = lockDataDir(dataDir);
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const incoming = path.join(dataDir, `pgdata.restoring-${stamp}`);
  const current = path.join(dataDir, "pgdata");
  try {
    await openAndCheck(incoming, tar);
    restrictToOwner(incoming);
    let previous: string | undefined;
    if (fs.existsSync(current)) {
      previous = path.join(dataDir, `pgdata.before-restore-${stamp}`);
      fs.renameSync(current, previous);
    }
    try {
      fs.renameSync(incoming, current);
    } catch (error) {
      if (previous) fs.renameSync(previous, current);
      throw error;
    }
    return { previous };
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/** Lays the data directory out in `dir`, opens it and reads the migrations table, then closes it cleanly. */
async function openAndCheck(dir: string, tar: NonSharedBuffer): Promise<void> {
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      loadDataDir: new Blob([tar], { type: "application/x-tar" }),
      extensions: embeddedExtensions,
    });
  } catch (error) {
    throw new BackupFileError(`the database in it does not open (${firstLine(error)})`);
  }
  try {
    const applied = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    if (!applied.rows[0]?.count) throw new BackupFileError("it holds no Borderless database (no migrations)");
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`it holds no Borderless database (${firstLine(error)})`);
  } finally {
    await client.close();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}
