import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { DataDirLockedError, openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/demo";
import { trackForDrain } from "./drain";
import { purgeExpiredSessions } from "./plugins/session";

/** SESSION_SECRET from the environment, else one generated once and kept in DATA_DIR. */
function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** After SIGTERM/SIGINT, how long requests already sent are still read (see drain.ts). */
const DRAIN_GRACE_MS = 500;
/**
 * The stop is forced (exit 1) when requests in progress have not finished by then. Generous: a
 * batch of sign-ups each hashing a password takes seconds on a busy machine, and each of them
 * deserves its answer.
 */
const FORCE_EXIT_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDemoData(database.db);
  await purgeExpiredSessions(database.db);
  // The embedded database has no autovacuum, so no planner statistics unless we gather them; without
  // them it picks poor plans for the job search. ANALYZE samples, so it stays quick on a large table.
  if (database.kind === "pglite") await database.db.execute(sql`analyze`);
  await database.checkpoint();

  const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config) });
  const drain = trackForDrain(app.server, DRAIN_GRACE_MS);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    try {
      await drain.close(() => app.close());
      await database.checkpoint();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  }
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`;
  app.log.info(`Borderless is ready on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith("Invalid settings"))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
