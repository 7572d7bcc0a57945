// npm run reference:reload: writes data/reference into the configured database and prints what changed.
import { invalidateCache } from "../caches/invalidation";
import { loadConfig } from "../config";
import { DataDirLockedError, lockHolder, openDatabase } from "../db/client";
import { applyReferenceData } from "./apply-reference";
import { applyGeoNamesCities, describeGeoNames, readGeoNamesCities } from "./geonames-cities";
import { loadReferenceData } from "./reference-files";
import { ReferenceDataError } from "./reference-read";
import { askServerToReload, describeChanges } from "./reload";

async function main(): Promise<number> {
  const config = loadConfig();
  // Check the files before touching any database: a bad file changes nothing.
  const data = loadReferenceData();
  const geoNamesList = readGeoNamesCities();
  if (config.databaseUrl === "memory://") {
    console.error("DATABASE_URL=memory:// is a throwaway database; there is nothing to reload.");
    return 1;
  }
  const embedded = !config.databaseUrl;
  const pid = embedded ? lockHolder(config.dataDir) : undefined;
  if (pid !== undefined) {
    console.log(`asking the running server (pid ${pid}) to reload the reference data`);
    const answer = await askServerToReload(config.dataDir, pid);
    for (const line of answer.lines) (answer.ok ? console.log : console.error)(line);
    return answer.ok ? 0 : 1;
  }
  // A PostgreSQL server takes concurrent writers, and an embedded database nobody holds is ours.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const changes = await database.withStartLock(async () => {
      await database.migrate();
      const applied = await applyReferenceData(database.db, data);
      const geoNames = describeGeoNames(await applyGeoNamesCities(database.db, geoNamesList));
      if (geoNames) applied.lines.push(geoNames);
      return applied;
    });
    for (const line of describeChanges(changes)) console.log(line);
    // Running instances on the PostgreSQL server rebuild what they keep from the old figures.
    await invalidateCache(database.db, "reference");
    await database.checkpoint();
  } finally {
    await database.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ReferenceDataError ||
      error instanceof DataDirLockedError ||
      (error instanceof Error && error.message.startsWith("Invalid settings"));
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
