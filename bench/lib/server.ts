import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { hasTaskset } from "./cpu";

const CLOCK_TICKS = 100;

/** Every process startProcess started that has not exited yet: what an interrupted run stops. */
const running = new Set<ChildProcess>();

export interface RunningServer {
  baseUrl: string;
  /** The node process that serves and holds the database (taskset, when used, execs into it). */
  pid: number;
  /** Resolves when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the server process itself (SIGKILL for a crash, SIGTERM for a graceful stop). */
  kill(signal: NodeJS.Signals): void;
  /** The last few kB the process printed (stdout and stderr). */
  output(): string;
  /** CPU seconds the server process has used so far (user + system), when the OS tells (Linux). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface StartServerOptions {
  env: Record<string, string>;
  cpu: number | undefined;
  /**
   * The server's log level. The default, "warn", keeps request logging out of the figures; an
   * empty string leaves it to the server's own default (what `npm start` logs: "info" in production).
   */
  logLevel?: string;
  /**
   * What starts it: "main" (`node --import tsx src/server/main.ts`, the API and an existing
   * dist/web) or "start" (`node scripts/start.mjs`, which first builds dist/web and dist/server
   * when missing or older than their sources, then runs dist/server/main.js, as `npm start` does).
   */
  entry?: "main" | "start";
  timeoutMs?: number;
  /** A fixed port (a restart on the same address); else a free one. */
  port?: number;
}

/** Settings every start of the real server gets, under the caller's own (a database, a port). */
export const REAL_SERVER_ENV = { SESSION_SECRET: "bench-".repeat(8), DATABASE_URL: "" };

/**
 * The real server as a child process in production mode (migrations and the demo-data check at
 * boot), pinned to `cpu` when taskset exists so it does not share a core with the load generator.
 * Resolves once /api/health answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const script =
    options.entry === "start" ? ["scripts/start.mjs"] : ["--import", "tsx", "src/server/main.ts"];
  return startProcess({
    script,
    env: {
      // start.mjs sets production itself; given from outside, it would refuse to build a stale dist/.
      ...(options.entry === "start" ? {} : { NODE_ENV: "production" }),
      LOG_LEVEL: options.logLevel ?? "warn",
      ...REAL_SERVER_ENV,
      ...options.env,
    },
    cpu: options.cpu,
    port: options.port,
    readyPath: "/api/health",
    // A build of the web app can take minutes on a busy machine.
    timeoutMs: options.timeoutMs ?? (options.entry === "start" ? 600_000 : 180_000),
  });
}

/**
 * A Node process serving HTTP on HOST/PORT (given in its environment), pinned like the real server,
 * resolved once `readyPath` answers 200. `script` is what follows `node` on its command line.
 */
export async function startProcess(options: {
  script: string[];
  env: Record<string, string>;
  cpu: number | undefined;
  readyPath: string;
  timeoutMs?: number;
  /** A fixed port (a restart on the same address); else a free one. */
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  // The server needs its address when DATABASE_URL or TRUST_PROXY is set; this is the one used here.
  const env = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  const node = [process.execPath, ...options.script];
  const [command, ...args] =
    options.cpu !== undefined && hasTaskset() ? ["taskset", "-c", String(options.cpu), ...node] : node;
  const child = spawn(command as string, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${options.readyPath}`, child, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output.trim()}`);
  }
  return {
    baseUrl,
    pid: child.pid as number,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
    output: () => output,
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: () => stopChild(child),
  };
}

/** Stops every process still running (a run interrupted by Ctrl-C or a kill), as `stop` does. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/**
 * Waits until the server has worked off what an earlier load left queued: a load generator that
 * stops closes its connections, but requests already read are still handled. A request to `path`
 * waits its turn behind them (at the database too), so once it is answered they are done; then,
 * where the OS tells, until the server's CPU stays nearly idle for a quarter of a second.
 */
export async function settle(
  server: Pick<RunningServer, "baseUrl" | "cpuSeconds">,
  path: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${server.baseUrl}${path}`, { signal: AbortSignal.timeout(60_000) });
      break;
    } catch {
      // not answered yet
    }
  }
  while (Date.now() < deadline) {
    const before = server.cpuSeconds();
    await new Promise((r) => setTimeout(r, 250));
    const after = server.cpuSeconds();
    if (before === undefined || after === undefined || after - before <= 0.05) return;
  }
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${new URL(url).pathname} within ${timeoutMs / 1000} s.`);
}

/** SIGTERM (the server closes its database cleanly), then SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}
