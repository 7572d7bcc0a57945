// npm run registers:import -- <register> <file> [--as-of YYYY-MM-DD]: a sponsor register, in its
// publisher's format, into the configured database.
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { lockHolder, openDatabase } from "../db/client";
import { createProgress } from "../progress";
import { applyReferenceData } from "../reference/apply-reference";
import { loadReferenceData } from "../reference/reference-files";
import { REGISTER_IDS } from "./register-catalogue";
import { askServerToImport, importRegister, RegisterImportError } from "./register-import";

const USAGE = `Usage: npm run registers:import -- <${REGISTER_IDS.join("|")}> <file> [--as-of YYYY-MM-DD]`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "as-of": { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [register, file] = positionals;
  if (!register || !file || positionals.length > 2) throw new UsageError(USAGE);
  const request = { register, file, asOf: values["as-of"] ?? null };
  const config = loadConfig();
  if (config.databaseUrl === "memory://")
    throw new UsageError("DATABASE_URL=memory:// is a throwaway database");
  const pid = config.databaseUrl ? undefined : lockHolder(config.dataDir);
  if (pid !== undefined) {
    console.log(`asking the running server (pid ${pid}) to import the register`);
    const answer = await askServerToImport(config.dataDir, pid, request);
    for (const line of answer.lines) (answer.ok ? console.log : console.error)(line);
    return answer.ok ? 0 : 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // As a start does: migrated, with the countries the registers belong to.
    await database.withStartLock(async () => {
      await database.migrate();
      await applyReferenceData(database.db, loadReferenceData());
    });
    await importRegister(database.db, request, (line) => console.log(line), createProgress());
    await database.checkpoint();
  } catch (error) {
    if (error instanceof RegisterImportError) throw new UsageError(error.message);
    throw error;
  } finally {
    await database.close();
  }
  return 0;
}

runCommand(main, { unexpected: (line) => `registers:import failed: ${line}` });
