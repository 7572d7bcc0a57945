import { spawnSync } from "node:child_process";
import os from "node:os";

let tasksetFound: boolean | undefined;

export function hasTaskset(): boolean {
  tasksetFound ??= spawnSync("taskset", ["-V"], { stdio: "ignore" }).status === 0;
  return tasksetFound;
}

/**
 * Cores for the two sides of a load test: the load generator (this process) on core 0 and the
 * server on core 1, so they do not steal each other's time slices. One core: no pinning.
 */
export const CORES = os.cpus().length >= 2 ? { bench: 0, server: 1 } : undefined;
