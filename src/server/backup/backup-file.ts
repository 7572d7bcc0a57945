import type { NonSharedBuffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Database } from "../db/types";
import type { Progress } from "../progress";

/** What is compressed or written at a time, so that a progress display moves as it goes. */
const CHUNK = 4 * 1024 * 1024;

/** Gzips `input` a chunk at a time (off the main thread, as zlib does), saying how far it is. */
async function gzipInChunks(input: Uint8Array, progress?: Progress): Promise<NonSharedBuffer> {
  const gzip = zlib.createGzip();
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = once(gzip, "end");
  progress?.step("compressing", input.length, { bytes: true });
  for (let offset = 0; offset < input.length; offset += CHUNK) {
    if (!gzip.write(input.subarray(offset, offset + CHUNK))) await once(gzip, "drain");
    progress?.update(Math.min(offset + CHUNK, input.length));
  }
  gzip.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * A backup's bytes: the embedded database's files as a gzipped tar. The database waits only while
 * its files are copied; the compression runs after, off the main thread.
 */
export async function dumpEmbedded(database: Database, progress?: Progress): Promise<NonSharedBuffer> {
  if (!database.dumpDataDir) throw new Error("only the embedded database is backed up this way");
  progress?.step("copying the database files");
  const tar = await database.dumpDataDir();
  return gzipInChunks(new Uint8Array(await tar.arrayBuffer()), progress);
}

/**
 * Writes a backup to `file` whole or not at all: into a temporary file beside it (owner-only: it
 * holds everyone's personal data), flushed to disk, then renamed over `file`. A run that fails
 * leaves an earlier backup of the same name as it was. Returns the size written.
 */
export function writeBackupFile(file: string, bytes: Uint8Array, progress?: Progress): number {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`,
  );
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    try {
      progress?.step(`writing ${path.basename(file)}`, bytes.length, { bytes: true });
      for (let offset = 0; offset < bytes.length; ) {
        offset += fs.writeSync(fd, bytes, offset, Math.min(CHUNK, bytes.length - offset));
        progress?.update(offset);
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // The mode given to open is narrowed by the umask, never widened: say it outright.
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return bytes.length;
}

/** 812 B, 4.5 MiB: a size as people read it. */
export function formatSize(bytes: number): string {
  const units = ["KiB", "MiB", "GiB", "TiB"];
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes;
  let unit = "B";
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value.toFixed(1)} ${unit}`;
}

/** The one line both commands answer with when the database is not the embedded one. */
export function notEmbedded(
  databaseUrl: string | undefined,
  command: "backup" | "restore",
): string | undefined {
  if (databaseUrl === "memory://") {
    return `DATABASE_URL=memory:// is a throwaway database; there is nothing to ${command === "backup" ? "back up" : "restore into"}.`;
  }
  if (!databaseUrl) return undefined;
  return command === "backup"
    ? "DATABASE_URL names a PostgreSQL server: back it up with pg_dump -Fc, not npm run backup; see docs/backups.md and, for a deployment, docs/deploy.md."
    : "DATABASE_URL names a PostgreSQL server: restore it with pg_restore from a pg_dump -Fc file, not npm run restore; see docs/backups.md and, for a deployment, docs/deploy.md.";
}
