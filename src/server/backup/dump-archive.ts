import type { NonSharedBuffer } from "node:buffer";
import zlib from "node:zlib";

/** A file `npm run restore` will not load, and why (one line, for the person who gave it). */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

const BLOCK = 512;
/** What a PostgreSQL data directory cannot start without. */
const REQUIRED = ["PG_VERSION", "global/pg_control"];
/** Regular files and directories: a backup of a data directory holds nothing else. */
const ENTRY_TYPES = new Set(["0", "\0", "5"]);

/**
 * The tar archive in a backup file (gunzipped first when it is gzipped, as `npm run backup` writes
 * it), checked as far as it can be without opening it: whole, each header's checksum right, only
 * files and directories inside the data directory, and the files a data directory starts with.
 * Gunzipping here, in one call, turns a damaged file into an error rather than a stream failure.
 */
export function readDumpArchive(bytes: NonSharedBuffer): NonSharedBuffer {
  if (bytes.length === 0) throw new BackupFileError("the file is empty");
  let tar = bytes;
  if (tar[0] === 0x1f && tar[1] === 0x8b) {
    try {
      tar = zlib.gunzipSync(tar);
    } catch (error) {
      throw new BackupFileError(`the file is damaged or cut short (${(error as Error).message})`);
    }
  }
  checkTar(tar);
  return tar;
}

function checkTar(tar: Buffer): void {
  const names = new Set<string>();
  let offset = 0;
  for (;;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (offset === 0 && !(header.length === BLOCK && checksumMatches(header))) {
      throw new BackupFileError("it is not a backup made by npm run backup");
    }
    if (header.length < BLOCK) throw new BackupFileError("the archive is cut short");
    if (header.every((byte) => byte === 0)) break;
    if (!checksumMatches(header)) throw new BackupFileError("the archive is damaged");
    const name = entryName(header);
    const type = String.fromCharCode(header[156] ?? 0);
    if (!ENTRY_TYPES.has(type)) throw new BackupFileError(`it holds an entry no backup has (${name})`);
    if (name.split("/").includes("..")) {
      throw new BackupFileError(`it names a file outside the data directory (${name})`);
    }
    names.add(name.replace(/^\/+/, "").replace(/\/+$/, ""));
    offset += BLOCK + Math.ceil(octal(header, 124, 12) / BLOCK) * BLOCK;
  }
  const missing = REQUIRED.find((name) => !names.has(name));
  if (missing) throw new BackupFileError(`it holds no PostgreSQL data directory (no ${missing})`);
}

/** ustar: the name, after its prefix when there is one. */
function entryName(header: Buffer): string {
  const name = text(header, 0, 100);
  const prefix = text(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function octal(header: Buffer, start: number, length: number): number {
  const value = Number.parseInt(text(header, start, length).trim() || "0", 8);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

/** The header's bytes summed with its own checksum field read as spaces, as tar defines it. */
function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return octal(header, 148, 8) === sum;
}
