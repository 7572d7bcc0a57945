// What the deployment check runs on: free loopback ports, a self-signed certificate, child
// processes whose output is kept, a throwaway PostgreSQL database.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

/** A TCP port nothing listens on right now (the kernel's choice), on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
export async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

/** A certificate for localhost and 127.0.0.1, valid for a day, and its key (PEM files in `dir`). */
export function makeCertificate(dir) {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "pipe" },
  );
  return { certificate, key, pem: fs.readFileSync(certificate, "utf8") };
}

/** A child process whose output is kept (and written to `logFile`), line by line. */
export function startProcess(command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = fs.createWriteStream(options.logFile);
  /** @type {string[]} */
  const lines = [];
  let pending = "";
  const take = (chunk) => {
    log.write(chunk);
    pending += chunk.toString("utf8");
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    lines.push(...parts);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      log.end();
      resolve({ code, signal });
    });
  });
  return { child, lines, exited, running: () => child.exitCode === null && child.signalCode === null };
}

/** Stops a child: `signal`, then SIGKILL when it has not exited within `graceMs`. */
export async function stopProcess(handle, signal = "SIGTERM", graceMs = 10_000) {
  if (!handle.running()) return handle.exited;
  handle.child.kill(signal);
  const timer = setTimeout(() => handle.child.kill("SIGKILL"), graceMs);
  const result = await handle.exited;
  clearTimeout(timer);
  return result;
}

/**
 * A database of its own on the server `serverUrl` names, for the instances to start on empty;
 * `drop()` removes it (and ends whatever connection is left on it).
 */
export async function createThrowawayDatabase(serverUrl) {
  const name = `borderless_deploy_check_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** @param {string} sql */
    async query(sql) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
