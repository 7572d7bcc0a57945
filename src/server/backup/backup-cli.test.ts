import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema/people";
import type { Database } from "../db/types";
import { seedUser } from "../test/app";
import { backupOnSignal } from "./server-backup";

let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-backup-cli-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string[];
  stderr: string[];
}

const lines = (text: string) => text.split("\n").filter((line) => line !== "");

/**
 * Runs `npm run backup` or `npm run restore` (their sources) as a process of its own. Asynchronously:
 * this test process may be the running server that answers it.
 */
function run(command: "backup" | "restore", dataDir: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", ...env };
  if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", `src/server/backup/${command}-cli.ts`, ...args], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<Run>((resolve) => {
    child.on("close", (code) => resolve({ code, stdout: lines(stdout), stderr: lines(stderr) }));
  });
}

async function embedded(dataDir: string, usernames: string[]): Promise<Database> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  for (const username of usernames) await seedUser(database.db, { username, passwordHash: "not-used" });
  return database;
}

async function usernamesIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return (await database.db.select({ username: users.username }).from(users).orderBy(users.username)).map(
      (row) => row.username,
    );
  } finally {
    await database.close();
  }
}

describe("npm run backup and npm run restore", { timeout: 180_000 }, () => {
  it("back up a stopped server's database and restore it elsewhere, and over an older one", async () => {
    const source = path.join(work, "stopped");
    await (await embedded(source, ["ada_cli", "grace_cli"])).close();
    const file = path.join(work, "stopped.tar.gz");

    const backup = await run("backup", source, [file]);
    expect(backup.stderr).toEqual([]);
    expect(backup.code).toBe(0);
    // Piped, each step is a plain line (docs/decisions/033-command-progress.md); the summary ends it.
    expect(backup.stdout).toEqual([
      "copying the database files...",
      expect.stringMatching(/^compressing: /),
      expect.stringMatching(/^writing stopped\.tar\.gz: /),
      expect.stringMatching(
        new RegExp(`^backup of ${path.join(source, "pgdata")} written to ${file} \\(\\d+\\.\\d MiB\\)$`),
      ),
    ]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const target = path.join(work, "elsewhere");
    const first = await run("restore", target, [file]);
    expect(first).toEqual({
      code: 0,
      stdout: [
        `restored ${file} into ${path.join(target, "pgdata")}; there was no database before; the next npm start applies any newer migrations`,
      ],
      stderr: [],
    });
    expect(await usernamesIn(target)).toEqual(["ada_cli", "grace_cli"]);

    await (await embedded(target, ["later_cli"])).close();
    const again = await run("restore", target, [file]);
    expect(again.code).toBe(0);
    const kept = /kept in (\S+) \(delete it once you are satisfied\)/.exec(again.stdout[0] ?? "")?.[1];
    expect(kept).toMatch(/pgdata\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(await usernamesIn(target)).toEqual(["ada_cli", "grace_cli"]);
    expect(fs.readdirSync(path.join(target)).sort()).toEqual(["pgdata", path.basename(kept ?? "")]);
  });

  describe("while a server holds DATA_DIR", () => {
    // This test process stands in for the running server: it holds the database and answers by signal.
    const dataDir = () => path.join(work, "running");
    let database: Database;
    let stopBackups: () => Promise<void>;
    const logged: string[] = [];

    beforeAll(async () => {
      database = await embedded(dataDir(), ["running_cli"]);
      const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(`error: ${m}`) };
      stopBackups = backupOnSignal(database, dataDir(), log);
    });
    afterAll(async () => {
      await stopBackups();
      await database.close();
    });

    it("backup asks the server, which writes the copy", async () => {
      await seedUser(database.db, { username: "written_while_running", passwordHash: "not-used" });
      const file = path.join(work, "running.tar.gz");
      const backup = await run("backup", dataDir(), [file]);
      expect(backup.stderr).toEqual([]);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toEqual([
        "waiting for the running server's copy...",
        expect.stringMatching(/^writing running\.tar\.gz: /),
        expect.stringMatching(/ written to .*running\.tar\.gz \(\d+\.\d MiB\)$/),
      ]);
      expect(logged).toEqual([expect.stringMatching(/^backup taken for npm run backup/)]);

      const restored = path.join(work, "from-running");
      expect((await run("restore", restored, [file])).code).toBe(0);
      expect(await usernamesIn(restored)).toEqual(["running_cli", "written_while_running"]);
    });

    it("restore refuses in one line and changes nothing", async () => {
      const before = fs.readdirSync(dataDir()).sort();
      const restore = await run("restore", dataDir(), [path.join(work, "running.tar.gz")]);
      expect(restore).toEqual({
        code: 1,
        stdout: [],
        stderr: [
          `the database in ${dataDir()} is in use by a running server (pid ${process.pid}); stop the server first`,
        ],
      });
      expect(fs.readdirSync(dataDir()).sort()).toEqual(before);
      const rows = await database.db.execute(sql`select count(*)::int as count from users`);
      expect((rows as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(2);
    });
  });

  it("restore refuses a damaged file in one line, and the database stays", async () => {
    const dataDir = path.join(work, "stopped");
    const damaged = path.join(work, "damaged.tar.gz");
    fs.writeFileSync(damaged, fs.readFileSync(path.join(work, "stopped.tar.gz")).subarray(0, 200_000));
    const restore = await run("restore", dataDir, [damaged]);
    expect(restore).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        `${damaged} was not restored: the file is damaged or cut short (unexpected end of file); nothing was changed`,
      ],
    });
    expect(fs.readdirSync(dataDir)).toEqual(["pgdata"]);
    expect(await usernamesIn(dataDir)).toEqual(["ada_cli", "grace_cli"]);
  });

  it("with DATABASE_URL, both say in one line to use pg_dump and pg_restore", async () => {
    // A port nothing listens on: neither command tries to connect.
    const env = { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" };
    const dataDir = path.join(work, "unused");
    const backup = await run("backup", dataDir, [path.join(work, "pg.tar.gz")], env);
    const restore = await run("restore", dataDir, [path.join(work, "stopped.tar.gz")], env);
    expect(backup).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        "DATABASE_URL names a PostgreSQL server: back it up with pg_dump -Fc, not npm run backup; see docs/backups.md and, for a deployment, docs/deploy.md.",
      ],
    });
    expect(restore).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        "DATABASE_URL names a PostgreSQL server: restore it with pg_restore from a pg_dump -Fc file, not npm run restore; see docs/backups.md and, for a deployment, docs/deploy.md.",
      ],
    });
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(work, "pg.tar.gz"))).toBe(false);
  });
});
