import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { invalidateCache } from "../caches/invalidation";
import type { Db } from "../db/types";
import type { Progress } from "../progress";
import { isRegisterId, REGISTER_IDS, type RegisterId } from "./register-catalogue";
import { parseRegisterFile, RegisterFileError } from "./register-formats";
import { type StoreEvents, storeRegister } from "./register-store";

/** A refusal the person running the import can act on: nothing was changed. */
export class RegisterImportError extends Error {}

export interface ImportRequest {
  register: string;
  file: string;
  /** YYYY-MM-DD, or null to read it from the file's name. */
  asOf: string | null;
}

/** The publisher's date in a file name ("2021-11-02_-_Worker_and_Temporary_Worker.csv"). */
function dateInName(file: string): string | null {
  return /(\d{4}-\d{2}-\d{2})/.exec(path.basename(file))?.[1] ?? null;
}

function validDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/**
 * Reads a register file in its publisher's format and writes it into the database in one
 * transaction; a bad file changes nothing. Each step prints a plain line; the last one is
 * `register <id>: N employers (as of YYYY-MM-DD), matched M companies`. Whatever running
 * instances keep built from the stored registers (the methodology answer) is rebuilt.
 */
export async function importRegister(
  db: Db,
  request: ImportRequest,
  print: (line: string) => void,
  progress?: Progress,
): Promise<void> {
  if (!isRegisterId(request.register)) {
    throw new RegisterImportError(
      `unknown register "${request.register}": use one of ${REGISTER_IDS.join(", ")}`,
    );
  }
  const register: RegisterId = request.register;
  const asOf = request.asOf ?? dateInName(request.file);
  if (asOf === null) {
    throw new RegisterImportError(
      `${request.file}: its name carries no date (YYYY-MM-DD); say when the publisher published it with --as-of YYYY-MM-DD`,
    );
  }
  if (!validDate(asOf)) throw new RegisterImportError(`--as-of must be a date as YYYY-MM-DD, not "${asOf}"`);
  let content: string;
  try {
    content = fs.readFileSync(request.file, "utf8");
  } catch {
    throw new RegisterImportError(`${request.file}: no such file`);
  }
  // With a progress display the step lines go above it; the summary line comes after it ends.
  const say = progress ? (line: string) => progress.log(line) : print;
  const read = async () => {
    say(`reading ${request.file} as ${register}`);
    progress?.step("reading the file");
    let parsed: ReturnType<typeof parseRegisterFile>;
    try {
      parsed = parseRegisterFile(register, content);
    } catch (error) {
      if (error instanceof RegisterFileError) {
        throw new RegisterImportError(`${request.file} ${error.message}; nothing was changed`);
      }
      throw error;
    }
    const unnamed = parsed.unnamed > 0 ? ` (${parsed.unnamed} rows without an employer name left out)` : "";
    say(`read ${parsed.rows} rows: ${parsed.employers.length} employers${unnamed}`);
    const total = parsed.employers.length;
    progress?.step("storing", total, "employers");
    let batches = 0;
    const events: StoreEvents = progress
      ? {
          stored: (done) => progress.update(done),
          matching: () => progress.step("matching companies"),
        }
      : {
          // Without a display, a plain line every four batches.
          stored: (done) => {
            batches += 1;
            if (batches % 4 === 0) print(`stored ${done} employers`);
          },
          matching: () => print(`stored ${total} employers; matching companies`),
        };
    return storeRegister(db, register, parsed, { asOf, readAt: path.resolve(request.file) }, events);
  };
  let result: Awaited<ReturnType<typeof storeRegister>>;
  try {
    result = await read();
  } finally {
    progress?.end();
  }
  await invalidateCache(db, "reference");
  print(
    `register ${register}: ${result.employers} employers (as of ${asOf}), matched ${result.matched} companies`,
  );
}

/*
 * A running server holds the embedded database, so `npm run registers:import` asks it instead, as
 * `reference:reload` does: a request file in DATA_DIR and SIGHUP to the pid in the lock file; the
 * server imports and answers in a result file the command prints and removes.
 */
const REQUEST = /^registers-import-([A-Za-z0-9_-]+)\.request$/;
const requestFile = (dataDir: string, token: string) =>
  path.join(dataDir, `registers-import-${token}.request`);
const resultFile = (dataDir: string, token: string) => path.join(dataDir, `registers-import-${token}.result`);

interface ImportAnswer {
  ok: boolean;
  lines: string[];
}

/** Imports each waiting request on SIGHUP, one at a time. Returns a function that stops listening. */
export function importOnSignal(
  db: Db,
  dataDir: string,
  log: { info(message: string): void; error(message: string): void },
  started: Promise<void>,
): () => void {
  let running = started;
  const run = async () => {
    let names: string[] = [];
    try {
      names = fs.readdirSync(dataDir);
    } catch {
      return;
    }
    for (const token of names.flatMap((name) => REQUEST.exec(name)?.[1] ?? [])) {
      const lines: string[] = [];
      let ok = true;
      try {
        const request = JSON.parse(fs.readFileSync(requestFile(dataDir, token), "utf8")) as ImportRequest;
        await importRegister(db, request, (line) => {
          lines.push(line);
          log.info(line);
        });
      } catch (error) {
        ok = false;
        lines.push((error as Error).message);
        log.error(`register not imported: ${(error as Error).message}`);
      }
      fs.writeFileSync(resultFile(dataDir, token), JSON.stringify({ ok, lines } satisfies ImportAnswer));
      fs.rmSync(requestFile(dataDir, token), { force: true });
    }
  };
  const onSignal = () => {
    running = running.then(run);
  };
  process.on("SIGHUP", onSignal);
  return () => {
    process.off("SIGHUP", onSignal);
  };
}

/** Asks the server with `pid` to import, waiting for its answer (a full register takes a while). */
export async function askServerToImport(
  dataDir: string,
  pid: number,
  request: ImportRequest,
  timeoutMs = 300_000,
): Promise<ImportAnswer> {
  const token = randomBytes(9).toString("base64url");
  fs.writeFileSync(
    requestFile(dataDir, token),
    JSON.stringify({ ...request, file: path.resolve(request.file) }),
  );
  process.kill(pid, "SIGHUP");
  const result = resultFile(dataDir, token);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(result)) {
      const answer = JSON.parse(fs.readFileSync(result, "utf8")) as ImportAnswer;
      fs.rmSync(result, { force: true });
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fs.rmSync(requestFile(dataDir, token), { force: true });
  return {
    ok: false,
    lines: [`the server (pid ${pid}) did not answer within ${timeoutMs / 1000} s; see its log`],
  };
}
