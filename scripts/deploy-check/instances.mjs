// The app instances of the deployment check: the built server, one process per port, each with its
// own log file and DATA_DIR in the check's directory, all with the same settings otherwise.
import path from "node:path";
import { send } from "./client.mjs";
import { startProcess, stopProcess } from "./stack.mjs";

/**
 * @typedef {{ port: number, lines: string[], handle: ReturnType<typeof startProcess> | undefined }} Instance
 */

/** @param {{ root: string, dir: string, ports: number[], startTimeoutMs: number }} options */
export function createInstances({ root, dir, ports, startTimeoutMs }) {
  /** @type {Instance[]} */
  const list = ports.map((port) => ({ port, lines: [], handle: undefined }));

  function at(index) {
    const instance = list[index];
    if (!instance) throw new Error(`no instance ${index + 1}`);
    return instance;
  }

  return {
    list,

    /** Starts instance `index` (again) with `env`, its PORT and DATA_DIR added. */
    start(index, env) {
      const instance = at(index);
      instance.handle = startProcess(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
        cwd: root,
        env: { ...env, PORT: String(instance.port), DATA_DIR: path.join(dir, `instance-${index + 1}`) },
        logFile: path.join(dir, `instance-${index + 1}.log`),
      });
      instance.lines = instance.handle.lines;
    },

    /** Resolves once the instance answers its health check directly; rejects when it exits first. */
    async up(index) {
      const instance = at(index);
      const deadline = Date.now() + startTimeoutMs;
      while (Date.now() < deadline) {
        if (!instance.handle?.running()) {
          throw new Error(`instance ${index + 1} exited: ${instance.lines.slice(-3).join(" | ")}`);
        }
        const answer = await send(`http://127.0.0.1:${instance.port}/api/health`, { timeoutMs: 2000 }).catch(
          () => undefined,
        );
        if (answer?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`instance ${index + 1} did not answer within ${startTimeoutMs / 1000} s`);
    },

    /**
     * Polls the instance's /api/ready directly, as often as it can, until it stops: 503 as soon as
     * it answers that, else what it did instead.
     * @returns {Promise<number | string>}
     */
    async readyWhileStopping(index) {
      const instance = at(index);
      while (instance.handle?.running()) {
        try {
          const answer = await send(`http://127.0.0.1:${instance.port}/api/ready`, { timeoutMs: 2000 });
          if (answer.status === 503) return 503;
        } catch {
          return "nothing but 200 before it stopped listening";
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return "nothing but 200 before it exited";
    },

    /** SIGTERM, as systemd stops it; SIGKILL when it is still there after `graceMs`. */
    stop(index, graceMs = 30_000) {
      const { handle } = at(index);
      if (!handle) throw new Error(`instance ${index + 1} was never started`);
      return stopProcess(handle, "SIGTERM", graceMs);
    },

    async stopAll() {
      await Promise.all(list.map((instance) => instance.handle && stopProcess(instance.handle)));
    },
  };
}
