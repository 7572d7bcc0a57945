import type { NonSharedBuffer } from "node:buffer";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { DataDirLockedError, openDatabase } from "../db/client";
import type { Database } from "../db/types";
import { hashPassword } from "../modules/auth/password";
import { seedUser } from "../test/app";
import { testConfig } from "../test/config";
import { dumpEmbedded, writeBackupFile } from "./backup-file";
import { BackupFileError, readDumpArchive } from "./dump-archive";
import { restoreDataDir } from "./restore";
import { askServerToBackUp, backupOnSignal } from "./server-backup";

const PASSWORD = "lantern-backup-9";
let work: string;
let passwordHash: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-backup-"));
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function newDataDir(): string {
  return fs.mkdtempSync(path.join(work, "data-"));
}

/** An embedded database in `dataDir`, migrated, with these people in it; left open, as a server holds it. */
async function embedded(dataDir: string, usernames: string[]): Promise<Database> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  for (const username of usernames) await seedUser(database.db, { username, passwordHash });
  return database;
}

/** The status each person's sign-in gets from the app over the embedded database in `dataDir` (opened, then closed). */
async function signInStatuses(dataDir: string, usernames: string[]): Promise<number[]> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    const app = await buildApp({
      config: testConfig({ databaseUrl: undefined, dataDir }),
      database,
      sessionSecret: "backup-secret-backup-secret-backup-0123",
      runTasks: false,
    });
    try {
      const statuses: number[] = [];
      for (const username of usernames) {
        const res = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { username, password: PASSWORD },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

describe("backing up and restoring the embedded database", { timeout: 120_000 }, () => {
  let backup: string;

  it("restores a backup into a new DATA_DIR with everyone in it, owner-only", async () => {
    const source = newDataDir();
    const database = await embedded(source, ["ada_backup", "grace_backup"]);
    backup = path.join(work, "nightly.tar.gz");
    try {
      const size = writeBackupFile(backup, await dumpEmbedded(database));
      expect(fs.statSync(backup).size).toBe(size);
      expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
    // Nothing is left beside the backup: it was written under another name, then renamed.
    expect(fs.readdirSync(work).filter((name) => name.includes("nightly"))).toEqual(["nightly.tar.gz"]);

    const target = path.join(work, "fresh-machine");
    const restored = await restoreDataDir(target, readDumpArchive(fs.readFileSync(backup)));
    expect(restored.previous).toBeUndefined();
    expect(fs.readdirSync(target)).toEqual(["pgdata"]);
    expect(fs.statSync(path.join(target, "pgdata")).mode & 0o777).toBe(0o700);
    expect(await signInStatuses(target, ["ada_backup", "grace_backup", "nobody_backup"])).toEqual([
      200, 200, 401,
    ]);
  });

  it("keeps the database a restore replaced beside the restored one", async () => {
    const target = newDataDir();
    await (await embedded(target, ["replaced_backup"])).close();
    const restored = await restoreDataDir(
      target,
      readDumpArchive(fs.readFileSync(backup)),
      new Date("2026-03-10T14:05:09.123Z"),
    );
    expect(restored.previous).toBe(path.join(target, "pgdata.before-restore-2026-03-10T14-05-09Z"));
    expect(fs.readdirSync(target).sort()).toEqual(["pgdata", "pgdata.before-restore-2026-03-10T14-05-09Z"]);
    expect(await signInStatuses(target, ["ada_backup", "replaced_backup"])).toEqual([200, 401]);
  });

  it("takes a consistent backup through the running server while it writes", async () => {
    const source = newDataDir();
    const database = await embedded(source, []);
    await database.db.execute(sql`create table backup_pairs (pair integer not null, side text not null)`);
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(`error: ${m}`) };
    const stop = backupOnSignal(database, source, log);
    let writing = true;
    let committed = 0;
    // Each transaction writes both sides of a pair: a copy taken mid-transaction would hold half of one.
    const writer = (async () => {
      for (let pair = 0; writing; pair++) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into backup_pairs values (${pair}, 'left')`);
          await tx.execute(sql`insert into backup_pairs values (${pair}, 'right')`);
        });
        committed += 1;
        // As requests arriving over the network would: the signal and timers get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    let answer: Awaited<ReturnType<typeof askServerToBackUp>>;
    try {
      await vi.waitFor(() => expect(committed).toBeGreaterThanOrEqual(20), { timeout: 30_000, interval: 20 });
      answer = await askServerToBackUp(source, process.pid, 60_000);
    } finally {
      writing = false;
      await writer;
      await stop();
      await database.close();
    }
    if (!answer.ok) throw new Error(answer.message);
    expect(logged).toEqual([expect.stringMatching(/^backup taken for npm run backup \(\d+\.\d MiB\)$/)]);
    // The request, the dump and the answer are gone; so is the server's word that it takes requests.
    expect(fs.readdirSync(source)).toEqual(["pgdata"]);

    const target = newDataDir();
    await restoreDataDir(target, readDumpArchive(answer.bytes));
    const restored = await openDatabase({ databaseUrl: undefined, dataDir: target });
    try {
      const sides = (await restored.db.execute(
        sql`select pair, count(*)::int as sides from backup_pairs group by pair order by pair`,
      )) as unknown as { rows: { pair: number; sides: number }[] };
      expect(sides.rows.length).toBeGreaterThanOrEqual(20);
      expect(sides.rows.length).toBeLessThanOrEqual(committed);
      expect(sides.rows.filter((row) => row.sides !== 2)).toEqual([]);
      expect(sides.rows.at(-1)?.pair).toBe(sides.rows.length - 1);
    } finally {
      await restored.close();
    }
  });

  it("does not signal a server that has not said it takes backup requests", async () => {
    const dataDir = newDataDir();
    const answer = await askServerToBackUp(dataDir, process.pid, 1_000);
    expect(answer).toEqual({
      ok: false,
      message: `the running server (pid ${process.pid}) takes no backup requests (it was started by an older version); restart it, or stop it and run npm run backup again`,
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("refuses to restore while a server holds DATA_DIR, and changes nothing", async () => {
    const dataDir = newDataDir();
    const database = await embedded(dataDir, ["held_backup"]);
    try {
      const before = fs.readdirSync(dataDir).sort();
      await expect(restoreDataDir(dataDir, readDumpArchive(fs.readFileSync(backup)))).rejects.toThrow(
        DataDirLockedError,
      );
      expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    } finally {
      await database.close();
    }
    expect(await signInStatuses(dataDir, ["held_backup", "ada_backup"])).toEqual([200, 401]);
  });
});

describe("a file that is not a backup", { timeout: 120_000 }, () => {
  let dataDir: string;
  let good: NonSharedBuffer;

  beforeAll(async () => {
    dataDir = newDataDir();
    const database = await embedded(dataDir, ["keeper_backup"]);
    try {
      good = await dumpEmbedded(database);
    } finally {
      await database.close();
    }
  });

  it("is refused before anything is opened, saying why", () => {
    const tar = zlib.gunzipSync(good);
    // The second header (the first entry is PG_VERSION, 3 bytes: one block of data).
    const damagedHeader = Buffer.from(tar);
    damagedHeader[1024 + 5] = (damagedHeader[1024 + 5] ?? 0) ^ 1;
    const cases: [NonSharedBuffer, string][] = [
      [Buffer.alloc(0), "the file is empty"],
      [good.subarray(0, 100_000), "the file is damaged or cut short (unexpected end of file)"],
      [Buffer.from("id,name\n1,ada\n"), "it is not a backup made by npm run backup"],
      [tar.subarray(0, tar.length / 2), "the archive is cut short"],
      [damagedHeader, "the archive is damaged"],
      [tar.subarray(0, 1024 + 512), "the archive is cut short"],
    ];
    for (const [bytes, reason] of cases) {
      expect(() => readDumpArchive(bytes)).toThrow(new BackupFileError(reason));
    }
  });

  it("is refused once opened when it is another database or a damaged one, and the database stays as it was", async () => {
    const other = await PGlite.create();
    const foreign = Buffer.from(await (await other.dumpDataDir("gzip")).arrayBuffer());
    await other.close();
    const damagedControl = Buffer.from(zlib.gunzipSync(good));
    const at = damagedControl.indexOf("/global/pg_control\0");
    damagedControl.fill(0xff, at + 512, at + 512 + 64);

    await expect(restoreDataDir(dataDir, readDumpArchive(foreign))).rejects.toThrow(
      new BackupFileError(
        'it holds no Borderless database (relation "drizzle.__drizzle_migrations" does not exist)',
      ),
    );
    await expect(restoreDataDir(dataDir, readDumpArchive(damagedControl))).rejects.toThrow(
      /^the database in it does not open \(.+\)$/,
    );
    expect(fs.readdirSync(dataDir)).toEqual(["pgdata"]);
    expect(await signInStatuses(dataDir, ["keeper_backup"])).toEqual([200]);

    const nowhere = path.join(work, "never-made");
    await expect(restoreDataDir(nowhere, readDumpArchive(foreign))).rejects.toThrow(BackupFileError);
    expect(fs.existsSync(nowhere)).toBe(false);
  });
});
