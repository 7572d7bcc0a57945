import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./fixtures";

/**
 * A server of a spec's own, with its own DATA_DIR, on E2E_PORT + `offset` (the shared servers use
 * E2E_PORT and E2E_PORT + 1): for journeys that run the project's commands against the embedded
 * database, which belongs to one process, so they run while the server is stopped; or for journeys
 * that need a setting of their own (`settings`, such as OUTBOUND_ALLOW).
 */
export function ownServer(offset: number, name: string, settings: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 4173) + offset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `borderless-e2e-${name}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    RATE_LIMIT_SCALE: "200",
    LOG_LEVEL: "warn",
    ...settings,
  };
  let server: ChildProcess | undefined;

  async function start(): Promise<void> {
    // Another server on this port (the same spec run twice at once) would answer for this one.
    const taken = await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is in use: run this spec once at a time (--workers=1)`);
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    server = child;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
          return fetch(`${base}/api/health`).then(
            (res) => res.ok,
            () => false,
          );
        },
        // A first start migrates and loads the demo data: on a busy machine, with other servers
        // starting beside it, that has taken over two minutes.
        { timeout: 240_000, intervals: [250] },
      )
      .toBe(true);
  }

  async function stop(): Promise<void> {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }

  return {
    base,
    dataDir,
    start,
    stop,
    /** A command of the project (scripts/*.mjs) against this server's data, as an operator runs it. */
    command: (script: string, ...args: string[]) =>
      execFileSync(process.execPath, [script, ...args], { env, encoding: "utf8" }),
    /** Stops the server and removes its data. */
    async dispose(): Promise<void> {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
