import { buildApp } from "./app";
import { backupOnSignal } from "./backup/server-backup";
import { loadConfig } from "./config";
import { DataDirLockedError, openDatabase, STATEMENT_TIMEOUT_MS, WARM_CONNECTIONS } from "./db/client";
import { prepareDatabase } from "./db/prepare";
import { trackForDrain } from "./drain";
import { loadFeedsFile } from "./import/feeds";
import { ReferenceDataError } from "./reference/reference-read";
import { reloadOnSignal } from "./reference/reload";
import { importOnSignal } from "./registers/register-import";
import { loadShippedRegistersLater } from "./registers/start-registers";
import { resolveSessionSecret } from "./session-secret";

/** After SIGTERM/SIGINT, how long requests already sent are still read (see drain.ts). */
const DRAIN_GRACE_MS = 500;
/**
 * The stop is forced (exit 1) when requests in progress have not finished by then. Generous: a
 * batch of sign-ups each hashing a password takes seconds on a busy machine, and each of them
 * deserves its answer.
 */
const FORCE_EXIT_MS = 30_000;

async function main(): Promise<void> {
  // Everything this process creates (the database, uploads, kept mail, the secret) is its owner's
  // alone: directories 0700, files 0600, whoever else can read the host.
  process.umask(0o077);
  const config = loadConfig(process.env, { serving: true });
  const feeds = config.jobFeedsFile ? loadFeedsFile(config.jobFeedsFile) : [];
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    inWorker: true,
    warmConnections: WARM_CONNECTIONS,
  });
  // From here on this process holds the database, and `npm run reference:reload` may send SIGHUP
  // (whose default action would end the process); the reload waits until start-up is done.
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const log = { info: console.log, error: console.error };
  const stopReloading = reloadOnSignal(database.db, config.dataDir, log, started);
  // `npm run registers:import` asks the same way (its own request files, the same signal).
  const stopImporting = config.databaseUrl
    ? () => {}
    : importOnSignal(database.db, config.dataDir, log, started);
  // `npm run backup` asks for a copy of the embedded database this process holds (SIGUSR2).
  const stopBackups = config.databaseUrl
    ? async () => {}
    : backupOnSignal(database, config.dataDir, log, started);
  const startLines = await prepareDatabase(database, {
    demoData: config.demoData,
    onWait: () => log.info("another Borderless process is migrating the database; waiting for it to finish"),
  });

  const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config), feeds });
  const drain = trackForDrain(app.server, DRAIN_GRACE_MS);
  for (const line of startLines) app.log.info(line);
  log.info = (message) => app.log.info(message);
  log.error = (message) => app.log.error(message);
  markStarted();

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    // First: /api/ready answers 503 from now on, so a load balancer stops sending new requests.
    app.lifecycle.draining = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    stopReloading();
    stopImporting();
    const backupsDone = stopBackups();
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    try {
      await drain.close(() => app.close());
      await backupsDone;
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
  // The port listened on: PORT=0 lets the system choose one.
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info(`Borderless is ready on http://localhost:${port} (${where})`);
  // Tens of thousands of register rows load once per snapshot, after the server answers: a first
  // start is not held up, and pages show register lines from the moment they are stored.
  loadShippedRegistersLater(database, log);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof ReferenceDataError ||
    (error instanceof Error && error.message.startsWith("Invalid settings"))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
