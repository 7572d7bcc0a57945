// npm run import -- <file|directory> [--company NAME]: loads job postings into the configured database.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { lockHolder, openDatabase } from "../db/client";
import { createProgress } from "../progress";
import { applyReferenceData } from "../reference/apply-reference";
import { applyGeoNamesCities } from "../reference/geonames-cities";
import { loadReferenceData } from "../reference/reference-files";
import { DOCUMENT_LIMITS } from "./document-limits";
import { importDocument } from "./import-document";

const USAGE =
  "Usage: npm run import -- <file|directory> [--company NAME]   (.json, .html, .htm and .xml files; a directory imports each, sorted)";
const EXTENSIONS = new Set([".json", ".html", ".htm", ".xml"]);

function filesOf(target: string): string[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    throw new UsageError(`${target}: no such file or directory`);
  }
  if (!stat.isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .filter((name) => EXTENSIONS.has(path.extname(name).toLowerCase()))
    .sort()
    .map((name) => path.join(target, name));
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { company: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = positionals[0];
  if (!target || positionals.length > 1) throw new UsageError(USAGE);
  const files = filesOf(target);
  const config = loadConfig();
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    throw new UsageError("the database is in use by a running server; stop it or use DATABASE_URL");
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const totals = { imported: 0, updated: 0, closed: 0, skipped: 0 };
  // A directory can hold many files: its import shows how far it is.
  const progress = createProgress();
  const showProgress = fs.statSync(target).isDirectory();
  try {
    // As every start does (under its lock): postings are placed against our countries and cities,
    // even before a first start.
    await database.withStartLock(async () => {
      await database.migrate();
      await applyReferenceData(database.db, loadReferenceData());
      await applyGeoNamesCities(database.db);
    });
    if (showProgress) progress.step("importing", files.length, "files");
    for (const [index, file] of files.entries()) {
      const name = path.basename(file);
      let summary: Awaited<ReturnType<typeof importDocument>>;
      try {
        // Read whole only within the cap a document may have; a larger file is never read into memory.
        summary =
          fs.statSync(file).size > DOCUMENT_LIMITS.maxBytes
            ? {
                imported: 0,
                updated: 0,
                closed: 0,
                skipped: 1,
                skips: [
                  {
                    posting: "document",
                    reason: `the file is larger than ${DOCUMENT_LIMITS.maxBytes / (1024 * 1024)} MB`,
                  },
                ],
              }
            : await importDocument(database.db, fs.readFileSync(file, "utf8"), {
                origin: file,
                company: values.company,
              });
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        summary = {
          imported: 0,
          updated: 0,
          closed: 0,
          skipped: 1,
          skips: [{ posting: "document", reason: `not stored: ${reason}` }],
        };
      }
      for (const skip of summary.skips) progress.log(`skipped ${name}: ${skip.posting}: ${skip.reason}`);
      totals.imported += summary.imported;
      totals.updated += summary.updated;
      totals.closed += summary.closed;
      totals.skipped += summary.skipped;
      progress.update(index + 1);
    }
    await database.checkpoint();
  } finally {
    progress.end();
    await database.close();
  }
  console.log(
    `imported ${totals.imported}, updated ${totals.updated}, closed ${totals.closed}, skipped ${totals.skipped}`,
  );
  return 0;
}

runCommand(main, { unexpected: (line) => `the database could not be used: ${line}` });
