import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded bytes live, by key: a local folder beside the embedded database, PostgreSQL with a
 * database server (decision 017); an object store can take their place. Bytes pass through as
 * streams, so no file is ever held whole in memory.
 */
export interface FileStorage {
  /**
   * Stores the source's bytes under the key, replacing what was there. All or nothing: until it
   * resolves readers see the previous bytes (or none), and a source that fails leaves them so.
   */
  put(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  /** The bytes, read as the stream is consumed, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Keys are relative paths made of plain names, whichever storage holds them: one that could leave
 * a folder on disk is refused everywhere, so a key valid in one storage is valid in all.
 */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
}

/** Files in a folder (DATA_DIR/uploads); keys are relative paths that can never leave it. */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    assertStorageKey(key);
    return path.join(base, key);
  }

  return {
    async put(key, source) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write beside, then rename: a reader never sees half a file, and a failed source leaves none.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await pipeline(source, createWriteStream(temp, { mode: 0o600, flags: "wx" }));
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileFor(key);
      // Opened before answering, so a missing file is null rather than a stream that fails.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return handle.createReadStream();
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
