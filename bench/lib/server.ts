import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { hasTaskset } from "./cpu";

const CLOCK_TICKS = 100;

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

/**
 * The real server as a child process, as `npm start` runs it (production, tsx, migrations and the
 * demo-data check at boot), pinned to `cpu` when taskset exists so it does not share a core with
 * the load generator. Resolves once /api/health answers 200.
 */
export async function startServer(options: {
  env: Record<string, string>;
  cpu: number | undefined;
  timeoutMs?: number;
  /** A fixed port (a restart on the same address); else a free one. */
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    SESSION_SECRET: "bench-".repeat(8),
    DATABASE_URL: "",
    ...options.env,
  };
  const node = [process.execPath, "--import", "tsx", "src/server/main.ts"];
  const [command, ...args] =
    options.cpu !== undefined && hasTaskset() ? ["taskset", "-c", String(options.cpu), ...node] : node;
  const child = spawn(command as string, args, { env, stdio: ["ignore", "pipe", "pipe"] });
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
    await waitForHealth(baseUrl, child, options.timeoutMs ?? 180_000);
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

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
function processCpuSeconds(pid: number | undefined): number | undefined {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s.`);
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
