// npm run restore -- <file>: replaces the embedded database (DATA_DIR/pgdata) with a backup made by
// npm run backup, once the file has been opened and checked. The server must be stopped.
import type { NonSharedBuffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { DataDirLockedError, lockHolder } from "../db/client";
import { notEmbedded } from "./backup-file";
import { BackupFileError, readDumpArchive } from "./dump-archive";
import { restoreDataDir } from "./restore";

const USAGE = "Usage: npm run restore -- <file>   (a backup made by npm run backup; stop the server first)";

const inUse = (dataDir: string, pid?: number) =>
  `the database in ${dataDir} is in use by a running server${pid ? ` (pid ${pid})` : ""}; stop the server first`;

function readBackup(file: string): NonSharedBuffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new UsageError(`${file}: ${missing ? "no such file" : (error as Error).message}`);
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  process.umask(0o077);
  const config = loadConfig();
  const other = notEmbedded(config.databaseUrl, "restore");
  if (other) throw new UsageError(other);
  const target = positionals[0];
  if (!target || positionals.length > 1) throw new UsageError(USAGE);
  const file = path.resolve(target);
  const pid = lockHolder(config.dataDir);
  if (pid !== undefined) throw new UsageError(inUse(config.dataDir, pid));
  const bytes = readBackup(file);
  let restored: Awaited<ReturnType<typeof restoreDataDir>>;
  try {
    restored = await restoreDataDir(config.dataDir, readDumpArchive(bytes));
  } catch (error) {
    if (error instanceof BackupFileError) {
      throw new UsageError(`${file} was not restored: ${error.message}; nothing was changed`);
    }
    if (error instanceof DataDirLockedError) throw new UsageError(inUse(config.dataDir));
    throw error;
  }
  const kept = restored.previous
    ? `the database it replaced is kept in ${restored.previous} (delete it once you are satisfied)`
    : "there was no database before";
  console.log(
    `restored ${file} into ${path.join(config.dataDir, "pgdata")}; ${kept}; the next npm start applies any newer migrations`,
  );
  return 0;
}

runCommand(main, { unexpected: (line) => `nothing was restored: ${line}` });
