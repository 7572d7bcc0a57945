import { type ChildProcess, spawn } from "node:child_process";

/** A real server process (src/server/main.ts) started by a test, with everything it printed. */
export type ServerProcess = ChildProcess & {
  output: () => string;
  /** The port it listens on, once it says it is ready; rejects if it exits first. */
  port: () => Promise<number>;
};

const READY_LINE = /Borderless is ready on http:\/\/localhost:(\d+)/;

/**
 * Starts src/server/main.ts on a port the system chooses (PORT=0), so no two processes, and no
 * outgoing connection's local port, can ever be given the same one.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      // The ready line, which names the port, is logged at info.
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const port = new Promise<number>((resolve, reject) => {
    const look = () => {
      const match = READY_LINE.exec(output);
      if (match) {
        child.stdout?.off("data", look);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", look);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A process expected to fail leaves this unobserved; that is not an error of the test.
  port.catch(() => {});
  return Object.assign(child, { output: () => output, port: () => port });
}

/** Resolves once the process exits, with its exit code. */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}
