import { Readable } from "node:stream";
import { and, eq, max } from "drizzle-orm";
import { storedFileChunks } from "../db/schema/instances";
import type { Db } from "../db/types";
import { assertStorageKey, type FileStorage } from "./file-storage";

/**
 * Bytes per row: a 5 MB upload is 20 rows, each one small insert or select, and never more than
 * one chunk of a file is in memory on its way in or out (decision 017).
 */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Uploads written at once by one process. Each holds a pooled connection in its transaction for as
 * long as the client takes to send the file; the rest of the pool stays free for everything else.
 */
const CONCURRENT_PUTS = 4;

/**
 * Files in the database (`stored_file_chunks`), so every instance on one PostgreSQL server reads
 * what any of them stored, and one backup holds the records and their bytes together.
 */
export function createPostgresFileStorage(db: Db): FileStorage {
  const putSlots = createSlots(CONCURRENT_PUTS);
  return {
    async put(key, source) {
      assertStorageKey(key);
      // One transaction: readers see the old bytes or the new, never a mix, and a failure leaves no row.
      await putSlots.run(() =>
        db.transaction(async (tx) => {
          await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
          let seq = 0;
          for await (const data of inChunks(source, CHUNK_BYTES)) {
            await tx.insert(storedFileChunks).values({ key, seq, data });
            seq += 1;
          }
          // An empty file is one empty chunk: stored, and told apart from a missing one.
          if (seq === 0) await tx.insert(storedFileChunks).values({ key, seq, data: Buffer.alloc(0) });
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db
        .select({ last: max(storedFileChunks.seq) })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.key, key));
      const last = row?.last;
      if (last === null || last === undefined) return null;
      // Not object mode: the buffer counts bytes, so at most about one chunk waits for the reader.
      return Readable.from(readChunks(db, key, last), { objectMode: false, highWaterMark: CHUNK_BYTES });
    },
    async delete(key) {
      assertStorageKey(key);
      await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
    },
  };
}

/** One query per chunk, each when the reader wants it: a slow download holds no connection. */
async function* readChunks(db: Db, key: string, last: number): AsyncGenerator<Buffer> {
  for (let seq = 0; seq <= last; seq++) {
    const [row] = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
    // Removed while it was being read: fail the stream rather than end it as if it were whole.
    if (!row) throw new Error(`Stored file ${key} was removed while it was read`);
    yield row.data;
  }
}

/** The source's bytes cut into pieces of exactly `size` bytes, the last one shorter. */
async function* inChunks(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of source) {
    pending.push(piece);
    length += piece.length;
    if (length < size) continue;
    const joined = Buffer.concat(pending, length);
    let offset = 0;
    for (; joined.length - offset >= size; offset += size) yield joined.subarray(offset, offset + size);
    pending = [joined.subarray(offset)];
    length = joined.length - offset;
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** At most `size` tasks run at once; the others wait their turn in order. */
function createSlots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}
