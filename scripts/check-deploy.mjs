// `npm run deploy:check`: runs the documented production set-up (docs/deploy.md) on this machine and
// checks it from the outside, through the proxy, on loopback addresses only:
//
//   nginx with deploy/nginx/borderless.conf (the file itself, its @…@ values filled in, listening on
//   free ports, a self-signed certificate made here with openssl), two instances of the built
//   server (node dist/server/main.js) started at the same moment on an empty PostgreSQL database,
//   with the production settings of docs/deploy.md; then one line per check, `N passed, N failed`
//   and exit code 1 when any check failed.
//
// Needs nginx (as root under CI, `apt-get install nginx` is run; otherwise one line says so and the
// exit code is 2), openssl, and a PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL, on
// which a throwaway database is created and dropped afterwards (exit code 2 without one). Builds
// what is missing or stale, as `npm start` does. Everything it starts it stops, also on failure or
// Ctrl-C; the temporary directory (logs, configuration) is kept, and named, when a check failed.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { appChecks } from "./deploy-check/checks-app.mjs";
import { headerChecks } from "./deploy-check/checks-headers.mjs";
import { proxyChecks } from "./deploy-check/checks-proxy.mjs";
import { createInstances } from "./deploy-check/instances.mjs";
import {
  findOrInstallNginx,
  nginxMainConfig,
  renderNginxConfig,
  testNginxConfig,
} from "./deploy-check/nginx.mjs";
import {
  createThrowawayDatabase,
  freePort,
  makeCertificate,
  startProcess,
  stopProcess,
  waitForPort,
} from "./deploy-check/stack.mjs";
import { ensureBuild, root } from "./ensure-build.mjs";

const INSTANCES = 2;
/** Loopback, but not 127.0.0.1: to nginx's allow/deny, another host. */
const MONITORING_ADDRESS = "127.0.0.2";
const START_TIMEOUT_MS = 120_000;
const CHECK_TIMEOUT_MS = 60_000;
/** The whole run; past it everything is stopped and the run fails. */
const RUN_TIMEOUT_MS = 10 * 60_000;

const nginx = findOrInstallNginx();
if (!nginx) {
  console.error(
    "npm run deploy:check needs nginx: install it (Debian: sudo apt-get install nginx) and run it again.",
  );
  process.exit(2);
}
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!serverUrl?.startsWith("postgres")) {
  console.error(
    "npm run deploy:check needs a PostgreSQL server: set TEST_DATABASE_URL=postgres://user@host:5432/db (a throwaway database is made there and dropped after).",
  );
  process.exit(2);
}
process.chdir(root);
ensureBuild(["web", "server"], "npm run deploy:check");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-deploy-check-"));
/** @type {ReturnType<typeof createInstances> | undefined} */
let instances;
/** @type {ReturnType<typeof startProcess> | undefined} */
let proxy;
/** @type {Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined} */
let database;
let passed = 0;
let failed = 0;
/** Set on Ctrl-C: what fails while everything is being stopped is not a finding. */
let interrupted = false;

async function stopEverything() {
  await instances?.stopAll();
  if (proxy) await stopProcess(proxy, "SIGTERM", 5000);
  await database
    ?.drop()
    .catch((error) => console.error(`could not drop the check's database: ${error.message}`));
  database = undefined;
}

function report(name, error, note) {
  if (interrupted) return;
  if (error) {
    failed++;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  } else {
    passed++;
    console.log(`ok    ${name}${note ? ` (${note})` : ""}`);
  }
}

async function check(name, run) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not done within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    report(name, undefined, await Promise.race([run(), timeout]));
    return true;
  } catch (error) {
    report(name, error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function distinctPorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** deploy/nginx/borderless.conf, filled in for this machine, inside a main nginx.conf of its own. */
function writeNginxConfig(ports, certificate) {
  const siteFile = path.join(dir, "borderless.conf");
  const mainFile = path.join(dir, "nginx.conf");
  const template = fs.readFileSync(path.join(root, "deploy/nginx/borderless.conf"), "utf8");
  const values = {
    serverName: "localhost",
    certificate: certificate.certificate,
    key: certificate.key,
    monitoringAddress: MONITORING_ADDRESS,
    httpPort: ports.http,
    httpsPort: ports.https,
    upstreamPorts: ports.instances,
    logDir: dir,
  };
  fs.writeFileSync(siteFile, renderNginxConfig(template, values));
  fs.writeFileSync(mainFile, nginxMainConfig(dir, siteFile));
  return mainFile;
}

async function run() {
  const [http = 0, https = 0, ...instancePorts] = await distinctPorts(2 + INSTANCES);
  const certificate = makeCertificate(dir);
  const mainFile = writeNginxConfig({ http, https, instances: instancePorts }, certificate);
  const accepted = await check("nginx: deploy/nginx/borderless.conf passes nginx -t", async () => {
    const refused = testNginxConfig(nginx, dir, mainFile);
    if (refused) throw new Error(refused);
    return undefined;
  });
  if (!accepted) return;

  database = await createThrowawayDatabase(serverUrl);
  // The production settings of docs/deploy.md, on loopback.
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    PUBLIC_URL: `https://localhost:${https}`,
    TRUST_PROXY: "127.0.0.1",
    // The same on every instance: each verifies the cookies the others signed.
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    METRICS_TOKEN: randomBytes(24).toString("base64url"),
    LOG_LEVEL: "info",
  };
  proxy = startProcess(nginx, ["-p", dir, "-c", mainFile, "-e", path.join(dir, "error.log")], {
    cwd: dir,
    env: process.env,
    logFile: path.join(dir, "nginx.out"),
  });
  await waitForPort(https, 10_000);

  // Both at once on the empty database: the start-up lock makes one migrate while the other waits.
  const started = createInstances({ root, dir, ports: instancePorts, startTimeoutMs: START_TIMEOUT_MS });
  instances = started;
  for (const index of started.list.keys()) started.start(index, env);
  const starts = await Promise.allSettled(started.list.map((_, index) => started.up(index)));
  const up = await check(
    "start: two instances started together on an empty database both come up",
    async () => {
      const failures = starts.flatMap((result) =>
        result.status === "rejected" ? [result.reason.message] : [],
      );
      if (failures.length > 0) throw new Error(failures.join("; "));
      return undefined;
    },
  );
  if (!up) {
    // The rest is still worth knowing: start the ones that failed again, now that the schema is there.
    for (const [index, result] of starts.entries()) {
      if (result.status === "rejected") started.start(index, env);
    }
    await Promise.all(started.list.map((_, index) => started.up(index)));
  }

  const migrations = JSON.parse(fs.readFileSync("dist/server/migrations/meta/_journal.json", "utf8"));
  const ctx = {
    https: `https://localhost:${https}`,
    http: `http://localhost:${http}`,
    ca: certificate.pem,
    accessLog: path.join(dir, "borderless.access.log"),
    instances: started.list,
    metricsToken: env.METRICS_TOKEN,
    monitoringAddress: MONITORING_ADDRESS,
    migrationCount: migrations.entries.length,
    database,
    people: [],
    drain: undefined,
    readyWhileStopping: (index) => started.readyWhileStopping(index),
    stopInstance: (index) => started.stop(index),
  };
  for (const { name, run } of [...proxyChecks, ...headerChecks, ...appChecks]) {
    await check(name, () => run(ctx));
  }
}

async function main() {
  const onSignal = async () => {
    interrupted = true;
    console.log("interrupted: stopping everything the check started");
    await stopEverything();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const overall = setTimeout(async () => {
    report("the whole run", new Error(`not done within ${RUN_TIMEOUT_MS / 60_000} minutes`));
    await stopEverything();
    console.log(`${passed} passed, ${failed} failed`);
    console.log(`logs and configuration kept in ${dir}`);
    process.exit(1);
  }, RUN_TIMEOUT_MS);
  try {
    await run();
  } catch (error) {
    report("deploy check", error);
  } finally {
    await stopEverything();
    clearTimeout(overall);
  }
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0) {
    console.log(`logs and configuration kept in ${dir}`);
    process.exit(1);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
