// npm run notify -- [--due-now]: sends the job-alert digests and "new job matches" mails that are due
// (with --due-now: every one, whatever the hour), then delivers the queued mail.
import { parseArgs } from "node:util";
import { buildApp } from "../app";
import { runCommand, UsageError } from "../command";
import { loadConfig } from "../config";
import { lockHolder, openDatabase } from "../db/client";
import { resolveSessionSecret } from "../session-secret";

const USAGE =
  "Usage: npm run notify -- [--due-now]   (without --due-now: only what is due this hour, as the server's hourly run)";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { "due-now": { type: "boolean" }, help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // Kept mail and a new session secret are the owner's alone, as the server makes them.
  process.umask(0o077);
  const config = loadConfig();
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    throw new UsageError("the database is in use by a running server; stop it or use DATABASE_URL");
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withStartLock(() => database.migrate());
    const app = await buildApp({
      config: { ...config, logLevel: process.env.LOG_LEVEL ?? "warn", webRoot: undefined },
      database,
      sessionSecret: resolveSessionSecret(config),
      runTasks: false,
    });
    try {
      const summary = await app.digests.run({ dueNow: values["due-now"] === true });
      // The mails were queued with the digests; delivering them (SMTP or the outbox) is this run's job too.
      while ((await app.queue.runDue()) > 0) {}
      const already = summary.alreadySent > 0 ? `, ${summary.alreadySent} sent already this period` : "";
      console.log(`digests: ${summary.sent} sent, ${summary.nothingNew} with nothing new${already}`);
    } finally {
      await app.close();
    }
    await database.checkpoint();
  } finally {
    await database.close();
  }
  return 0;
}

runCommand(main, { unexpected: (line) => `the database could not be used: ${line}`, usage: USAGE });
