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

/**
 * Moves this process, every thread of it, onto `cores` ("0", or "all"); what it starts from then
 * on inherits that. Load tests pin it to the bench core; the browser suites let the browser use
 * every core (the server keeps its own). Answers whether it was done.
 */
export function runThisProcessOn(cores: number | "all"): boolean {
  if (!CORES || !hasTaskset()) return false;
  const list = cores === "all" ? `0-${os.cpus().length - 1}` : String(cores);
  return (
    spawnSync("taskset", ["-a", "-p", "-c", list, String(process.pid)], { stdio: "ignore" }).status === 0
  );
}
