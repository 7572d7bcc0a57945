import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { invalidateCache } from "../caches/invalidation";
import type { Db } from "../db/types";
import { applyReferenceData, type ReferenceChanges } from "./apply-reference";
import { applyGeoNamesCities, describeGeoNames, readGeoNamesCities } from "./geonames-cities";
import { loadReferenceData, REFERENCE_DIR } from "./reference-files";

/**
 * Reads and checks the data files, then writes them into the database; returns what changed.
 * Whatever an instance keeps built from the reference data is rebuilt on its next use: this
 * process's at once, every other instance's on a PostgreSQL server once its listener hears of it.
 */
export async function reloadReferenceData(db: Db, dir: string = REFERENCE_DIR): Promise<ReferenceChanges> {
  const changes = await applyReferenceData(db, loadReferenceData(dir));
  const geoNames = describeGeoNames(await applyGeoNamesCities(db, readGeoNamesCities(dir)));
  if (geoNames) changes.lines.push(geoNames);
  await invalidateCache(db, "reference");
  return changes;
}

/** What changed, one line each, ending with a one-line summary. */
export function describeChanges(changes: ReferenceChanges): string[] {
  return [
    ...changes.lines,
    `reference data: countries ${changes.countriesAdded} added, ${changes.countriesChanged} changed; cities ${changes.citiesAdded} added, ${changes.citiesChanged} changed`,
  ];
}

/*
 * A running server holds the embedded database, so `npm run reference:reload` cannot open it. It
 * asks the server instead: it leaves a request file in DATA_DIR and sends SIGHUP to the pid the
 * lock file records; the server reloads once for all waiting requests and answers each in a result
 * file the command prints and removes.
 */
const REQUEST = /^reference-reload-([A-Za-z0-9_-]+)\.request$/;
const resultFile = (dataDir: string, token: string) => path.join(dataDir, `reference-reload-${token}.result`);

interface ReloadAnswer {
  ok: boolean;
  lines: string[];
}

/**
 * Reloads on SIGHUP and answers the requests waiting in `dataDir`. A failed reload (a bad data file)
 * leaves the stored figures as they were and is reported, never fatal. Returns a function that
 * stops listening.
 */
export function reloadOnSignal(
  db: Db,
  dataDir: string,
  log: { info(message: string): void; error(message: string): void },
  started: Promise<void> = Promise.resolve(),
  dir: string = REFERENCE_DIR,
): () => void {
  // One reload at a time, and none before start-up (migrations, first load) is done.
  let running: Promise<void> = started;
  const reload = async () => {
    const tokens = pendingTokens(dataDir);
    let answer: ReloadAnswer;
    try {
      answer = { ok: true, lines: describeChanges(await reloadReferenceData(db, dir)) };
      for (const line of answer.lines) log.info(line);
    } catch (error) {
      answer = { ok: false, lines: [(error as Error).message] };
      log.error(`reference data not reloaded: ${(error as Error).message}`);
    }
    for (const token of tokens) {
      fs.writeFileSync(resultFile(dataDir, token), JSON.stringify(answer));
      fs.rmSync(path.join(dataDir, `reference-reload-${token}.request`), { force: true });
    }
  };
  const onSignal = () => {
    running = running.then(reload);
  };
  process.on("SIGHUP", onSignal);
  return () => {
    process.off("SIGHUP", onSignal);
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

/** Asks the server with `pid` to reload and waits for its answer (the lines it printed). */
export async function askServerToReload(
  dataDir: string,
  pid: number,
  timeoutMs = 60_000,
): Promise<ReloadAnswer> {
  const token = randomBytes(9).toString("base64url");
  const request = path.join(dataDir, `reference-reload-${token}.request`);
  fs.writeFileSync(request, String(process.pid));
  process.kill(pid, "SIGHUP");
  const result = resultFile(dataDir, token);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(result)) {
      const answer = JSON.parse(fs.readFileSync(result, "utf8")) as ReloadAnswer;
      fs.rmSync(result, { force: true });
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(request, { force: true });
  return {
    ok: false,
    lines: [`the server (pid ${pid}) did not answer within ${timeoutMs / 1000} s; see its log`],
  };
}
