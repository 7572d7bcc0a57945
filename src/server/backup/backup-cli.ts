// npm run backup -- <file>: a consistent copy of the embedded database (DATA_DIR/pgdata) written to
// <file>, by the running server when one holds it, else by this command.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { lockHolder, openDatabase } from "../db/client";
import { createProgress, type Progress } from "../progress";
import { dumpEmbedded, formatSize, notEmbedded, writeBackupFile } from "./backup-file";
import { askServerToBackUp } from "./server-backup";

const USAGE =
  "Usage: npm run backup -- <file>   (a gzipped tar of DATA_DIR/pgdata, owner-only; npm run restore -- <file> loads it)";

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
  const other = notEmbedded(config.databaseUrl, "backup");
  if (other) throw new UsageError(other);
  const target = positionals[0];
  if (!target || positionals.length > 1) throw new UsageError(USAGE);
  const file = path.resolve(target);
  if (!fs.statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`${path.dirname(file)}: no such directory`);
  }
  const progress = createProgress();
  let size: number;
  try {
    size = writeBackupFile(file, await dump(config.dataDir, progress), progress);
  } finally {
    progress.end();
  }
  console.log(`backup of ${path.join(config.dataDir, "pgdata")} written to ${file} (${formatSize(size)})`);
  return 0;
}

async function dump(dataDir: string, progress: Progress): Promise<Uint8Array> {
  const pid = lockHolder(dataDir);
  if (pid !== undefined) {
    progress.step("waiting for the running server's copy");
    const answer = await askServerToBackUp(dataDir, pid, undefined, () => progress.update(0));
    if (!answer.ok) throw new UsageError(`no backup written: ${answer.message}`);
    return answer.bytes;
  }
  if (!fs.existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))) {
    throw new UsageError(`there is no embedded database in ${dataDir} to back up`);
  }
  // Nobody holds it, so this command does while it copies: a server started meanwhile stops, saying so.
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await dumpEmbedded(database, progress);
  } finally {
    await database.close();
  }
}

runCommand(main, { unexpected: (line) => `no backup written: ${line}` });
