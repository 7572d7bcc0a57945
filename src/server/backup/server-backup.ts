import type { NonSharedBuffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/types";
import { dumpEmbedded, formatSize } from "./backup-file";

/*
 * A running server holds the embedded database, so `npm run backup` cannot open it. It asks the
 * server instead, as `npm run reference:reload` does: it leaves a request file in DATA_DIR and sends
 * SIGUSR2 to the pid the lock file records; the server dumps the database once for all waiting
 * requests, writes the dump beside each request (inside DATA_DIR, owner-only) and then a result
 * file; the command takes both and writes the backup where it was asked to.
 *
 * SIGUSR2 ends a Node process that does not listen for it, such as a server started before this
 * existed: the server says that it listens by keeping its pid in SIGNAL_FILE, and the command sends
 * the signal only to the pid it finds there.
 */
const SIGNAL = "SIGUSR2";
const SIGNAL_FILE = "backup-signal.pid";
const REQUEST = /^backup-([A-Za-z0-9_-]+)\.request$/;
const requestFile = (dataDir: string, token: string) => path.join(dataDir, `backup-${token}.request`);
const dumpFile = (dataDir: string, token: string) => path.join(dataDir, `backup-${token}.tar.gz`);
const resultFile = (dataDir: string, token: string) => path.join(dataDir, `backup-${token}.result`);

type BackupResult = { ok: true } | { ok: false; message: string };
export type BackupAnswer = { ok: true; bytes: NonSharedBuffer } | { ok: false; message: string };

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Answers backup requests sent by signal, once `started` (migrations, start data) is done. A
 * failed dump is reported to the command and logged, never fatal. Returns a function that stops
 * listening and waits for the backup in progress.
 */
export function backupOnSignal(
  database: Database,
  dataDir: string,
  log: Log,
  started: Promise<void> = Promise.resolve(),
): () => Promise<void> {
  if (!database.dumpDataDir) return async () => {};
  let running: Promise<void> = started;
  const answer = async () => {
    const tokens = pendingTokens(dataDir);
    if (tokens.length === 0) return;
    let result: BackupResult;
    try {
      const bytes = await dumpEmbedded(database);
      for (const token of tokens) fs.writeFileSync(dumpFile(dataDir, token), bytes, { mode: 0o600 });
      result = { ok: true };
      log.info(`backup taken for npm run backup (${formatSize(bytes.length)})`);
    } catch (error) {
      for (const token of tokens) fs.rmSync(dumpFile(dataDir, token), { force: true });
      result = { ok: false, message: (error as Error).message };
      log.error(`backup not taken: ${result.message}`);
    }
    for (const token of tokens) {
      // Renamed into place: the command never reads a result half written.
      const partial = `${resultFile(dataDir, token)}.partial`;
      fs.writeFileSync(partial, JSON.stringify(result), { mode: 0o600 });
      fs.renameSync(partial, resultFile(dataDir, token));
      fs.rmSync(requestFile(dataDir, token), { force: true });
    }
  };
  const onSignal = () => {
    running = running
      .then(answer)
      .catch((error: unknown) => log.error(`backup requests not answered: ${(error as Error).message}`));
  };
  process.on(SIGNAL, onSignal);
  const signalFile = path.join(dataDir, SIGNAL_FILE);
  fs.writeFileSync(signalFile, String(process.pid), { mode: 0o600 });
  return async () => {
    process.off(SIGNAL, onSignal);
    if (readPid(signalFile) === process.pid) fs.rmSync(signalFile, { force: true });
    await running;
  };
}

function pendingTokens(dataDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dataDir);
  } catch {
    return [];
  }
  return names.flatMap((name) => REQUEST.exec(name)?.[1] ?? []);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | undefined {
  try {
    return Number.parseInt(fs.readFileSync(file, "utf8"), 10);
  } catch {
    return undefined;
  }
}

/** Asks the server with `pid` for a backup and waits for it: the dump's bytes, or why there is none. */
export async function askServerToBackUp(
  dataDir: string,
  pid: number,
  timeoutMs = 10 * 60_000,
  /** Called at each look for the answer (a progress display shows the time waited). */
  onWait?: () => void,
): Promise<BackupAnswer> {
  if (readPid(path.join(dataDir, SIGNAL_FILE)) !== pid) {
    return {
      ok: false,
      message: `the running server (pid ${pid}) takes no backup requests (it was started by an older version); restart it, or stop it and run npm run backup again`,
    };
  }
  const token = randomBytes(9).toString("base64url");
  fs.writeFileSync(requestFile(dataDir, token), String(process.pid), { mode: 0o600 });
  process.kill(pid, SIGNAL);
  const result = resultFile(dataDir, token);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(result)) {
      const answer = JSON.parse(fs.readFileSync(result, "utf8")) as BackupResult;
      fs.rmSync(result, { force: true });
      if (!answer.ok) return answer;
      const bytes = fs.readFileSync(dumpFile(dataDir, token));
      fs.rmSync(dumpFile(dataDir, token), { force: true });
      return { ok: true, bytes };
    }
    if (!isRunning(pid)) {
      fs.rmSync(requestFile(dataDir, token), { force: true });
      return { ok: false, message: `the server (pid ${pid}) stopped before it answered; see its log` };
    }
    onWait?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(requestFile(dataDir, token), { force: true });
  return {
    ok: false,
    message: `the server (pid ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s; see its log`,
  };
}
