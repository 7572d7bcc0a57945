import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { storedFileChunks } from "../db/schema/instances";
import type { Db } from "../db/types";
import { hasPostgres } from "../test/two-instances";
import { createLocalFileStorage, type FileStorage } from "./file-storage";
import { CHUNK_BYTES, createPostgresFileStorage } from "./postgres-file-storage";

interface Subject {
  storage: FileStorage;
  /** Everything the storage holds: files in the folder (temporary ones too), or keys in the table. */
  contents(): Promise<string[]>;
  close(): Promise<void>;
}

async function localFolder(): Promise<Subject> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "borderless-storage-"));
  return {
    storage: createLocalFileStorage(dir),
    contents: async () =>
      (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort(),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** A throwaway database on the server named by TEST_DATABASE_URL, migrated: the storage needs no app. */
async function postgres(): Promise<Subject & { db: Db }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `borderless_storage_${randomBytes(6).toString("hex")}`;
  async function onServer(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  await database.migrate();
  const { db } = database;
  return {
    db,
    storage: createPostgresFileStorage(db),
    contents: async () =>
      [
        ...new Set((await db.select({ key: storedFileChunks.key }).from(storedFileChunks)).map((r) => r.key)),
      ].sort(),
    async close() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The bytes in pieces of uneven sizes, as a network delivers them. */
function unevenPieces(data: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, n = 0; at < data.length; n += 1) {
    const size = [1, 65_536, 300_000, 7, 1_000_003][n % 5] ?? 1;
    pieces.push(data.subarray(at, at + size));
    at += size;
  }
  return Readable.from(pieces);
}

async function readAll(stream: Readable | null): Promise<{ data: Buffer; pieces: number } | null> {
  if (!stream) return null;
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece);
  return { data: Buffer.concat(pieces), pieces: pieces.length };
}

async function bytesAt(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  return (await readAll(await storage.get(key)))?.data;
}

/** A source that sends `first`, then waits for `release()` before sending `rest` (or failing). */
function heldSource(first: Buffer, rest: Buffer) {
  let release: (outcome: "send" | "fail") => void = () => {};
  const released = new Promise<"send" | "fail">((resolve) => {
    release = resolve;
  });
  let taken: () => void = () => {};
  const firstTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  async function* source(): AsyncGenerator<Buffer> {
    yield first;
    // Resumed only when the storage asks for more: the first piece has been written.
    taken();
    if ((await released) === "fail") throw new Error("connection reset by peer");
    yield rest;
  }
  return { source: source(), firstTaken, release };
}

const subjects: Array<[string, () => Promise<Subject>]> = [["local folder", localFolder]];
if (hasPostgres) subjects.push(["PostgreSQL", postgres]);

describe.each(subjects)("file storage in a %s", (_name, open) => {
  let s: Subject;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(async () => {
    await s.close();
  });

  it("gives back several MB exactly as stored, as a stream of pieces", async () => {
    const data = randomBytes(3 * 1024 * 1024 + 12_345);
    await s.storage.put("7/resume-big.pdf", unevenPieces(data));
    const read = await readAll(await s.storage.get("7/resume-big.pdf"));
    expect(read?.data.equals(data)).toBe(true);
    expect(read?.pieces).toBeGreaterThan(1);
  });

  it("keeps bytes under a key until replaced or deleted", async () => {
    await s.storage.put("7/resume-abc", Readable.from([Buffer.from("hello")]));
    expect((await bytesAt(s.storage, "7/resume-abc"))?.toString()).toBe("hello");
    await s.storage.put("7/resume-abc", Readable.from([Buffer.from("re"), Buffer.from("placed")]));
    expect((await bytesAt(s.storage, "7/resume-abc"))?.toString()).toBe("replaced");
    await s.storage.delete("7/resume-abc");
    expect(await s.storage.get("7/resume-abc")).toBeNull();
    await expect(s.storage.delete("7/resume-abc")).resolves.toBeUndefined();
    expect(await s.contents()).not.toContainEqual(expect.stringContaining("resume-abc"));
  });

  it("answers null for a key never stored, and keeps an empty file as empty", async () => {
    expect(await s.storage.get("8/never-stored.txt")).toBeNull();
    await s.storage.put("8/empty.txt", Readable.from([]));
    expect(await bytesAt(s.storage, "8/empty.txt")).toEqual(Buffer.alloc(0));
  });

  it("refuses keys that would leave its folder", async () => {
    const source = () => Readable.from([Buffer.from("x")]);
    await expect(s.storage.put("../escape", source())).rejects.toThrow(/Invalid storage key/);
    await expect(s.storage.put("9/", source())).rejects.toThrow(/Invalid storage key/);
    await expect(s.storage.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(s.storage.get("a/../../b")).rejects.toThrow(/Invalid storage key/);
    await expect(s.storage.delete("a/../b")).rejects.toThrow(/Invalid storage key/);
  });

  it("keeps nothing of a source that fails midway, and the previous bytes stay", async () => {
    const before = await s.contents();
    const failing = heldSource(randomBytes(CHUNK_BYTES * 2 + 5), Buffer.alloc(0));
    const put = s.storage.put("10/cover-letter-new.txt", failing.source);
    await failing.firstTaken;
    failing.release("fail");
    await expect(put).rejects.toThrow("connection reset by peer");
    expect(await s.storage.get("10/cover-letter-new.txt")).toBeNull();
    expect(await s.contents()).toEqual(before);

    await s.storage.put("10/resume.pdf", Readable.from([Buffer.from("old bytes")]));
    const replacing = heldSource(randomBytes(CHUNK_BYTES + 1), Buffer.alloc(0));
    const replace = s.storage.put("10/resume.pdf", replacing.source);
    await replacing.firstTaken;
    replacing.release("fail");
    await expect(replace).rejects.toThrow("connection reset by peer");
    expect((await bytesAt(s.storage, "10/resume.pdf"))?.toString()).toBe("old bytes");
  });

  it("shows a reader the previous bytes while new ones are being written", async () => {
    await s.storage.put("11/resume.pdf", Readable.from([Buffer.from("version one")]));
    const first = randomBytes(CHUNK_BYTES * 2);
    const rest = randomBytes(1000);
    const writing = heldSource(first, rest);
    const put = s.storage.put("11/resume.pdf", writing.source);
    await writing.firstTaken;
    expect((await bytesAt(s.storage, "11/resume.pdf"))?.toString()).toBe("version one");
    writing.release("send");
    await put;
    expect((await bytesAt(s.storage, "11/resume.pdf"))?.equals(Buffer.concat([first, rest]))).toBe(true);
  });
});

describe.runIf(hasPostgres)("file storage in PostgreSQL", () => {
  let s: Subject & { db: Db };
  let storage: FileStorage;
  let db: Db;
  beforeAll(async () => {
    s = await postgres();
    ({ storage, db } = s);
  });
  afterAll(async () => {
    await s.close();
  });

  it("writes a file in rows of 256 KiB, the last one shorter", async () => {
    const data = randomBytes(CHUNK_BYTES * 3 + 10);
    await storage.put("13/resume.pdf", unevenPieces(data));
    const rows = await db
      .select({ seq: storedFileChunks.seq, size: sql<number>`length(${storedFileChunks.data})` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.key, "13/resume.pdf"))
      .orderBy(storedFileChunks.seq);
    expect(rows).toEqual([
      { seq: 0, size: CHUNK_BYTES },
      { seq: 1, size: CHUNK_BYTES },
      { seq: 2, size: CHUNK_BYTES },
      { seq: 3, size: 10 },
    ]);
  });

  it("keeps answering other queries while more uploads stall than the pool has connections", async () => {
    const uploads = Array.from({ length: 12 }, (_, i) => {
      const held = heldSource(Buffer.from(`upload ${i} `), Buffer.from("done"));
      return { held, put: storage.put(`12/file-${i}.txt`, held.source) };
    });
    // Every connection held by a stalled upload would leave this query waiting forever.
    expect(await storage.get("12/not-there.txt")).toBeNull();
    for (const { held } of uploads) held.release("send");
    await Promise.all(uploads.map((u) => u.put));
    for (let i = 0; i < uploads.length; i++) {
      expect((await bytesAt(storage, `12/file-${i}.txt`))?.toString()).toBe(`upload ${i} done`);
    }
  });
});
