import { parseArgs } from "node:util";
import { loadConfig } from "../../config";
import { createProgress } from "../../progress";
import { applyGeoNamesCities } from "../../reference/geonames-cities";
import { openDatabase } from "../client";
import { seedDemoData } from "./demo";
import { generateJobs, SERVER_INDEX_BUILD_MEMORY } from "./generate-jobs";

const MAX_JOBS = 5_000_000;
const USAGE = "Usage: npm run seed -- [--jobs N]   (fills the configured database; N = jobs in all)";

/** `npm run seed -- --jobs N`: the demo data, then generated jobs up to N in all. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { jobs: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const target = values.jobs === undefined ? 0 : Number(values.jobs);
  if (!Number.isInteger(target) || target < 0 || target > MAX_JOBS) {
    throw new Error(`--jobs must be a whole number from 0 to ${MAX_JOBS.toLocaleString("en-US")}\n${USAGE}`);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where =
    database.kind === "postgres" ? "PostgreSQL database" : `embedded database in ${config.dataDir}`;
  const progress = createProgress();
  try {
    progress.step("preparing the database");
    // As a start does, under the start-up lock: a server starting meanwhile waits, then finds it done.
    const seeded = await database.withStartLock(async () => {
      await database.migrate();
      const added = await seedDemoData(database.db);
      await applyGeoNamesCities(database.db);
      return added;
    });
    progress.end();
    console.log(seeded ? `Demo data added to the ${where}.` : `Demo data already present in the ${where}.`);
    if (target > 0) {
      const started = performance.now();
      const added = await generateJobs(database.db, target, {
        indexBuildMemory: database.kind === "postgres" ? SERVER_INDEX_BUILD_MEMORY : undefined,
        onProgress(done, needed) {
          if (done === 0) progress.step("generating jobs", needed, "jobs");
          progress.update(done);
        },
        onPhase: (phase) => progress.step(phase),
      });
      progress.end();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        added > 0
          ? `Added ${added.toLocaleString("en-US")} generated jobs in ${seconds} s; the database now holds ${target.toLocaleString("en-US")}.`
          : `The database already holds ${target.toLocaleString("en-US")} or more jobs; nothing added.`,
      );
    }
    await database.checkpoint();
  } finally {
    progress.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
