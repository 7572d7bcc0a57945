/**
 * Where a machine's CPU time went during a measurement, from Linux's /proc: the machine's total
 * (/proc/stat) and each process's CPU time (/proc/<pid>/stat), all in clock ticks.
 */
import fs from "node:fs";

/** The processes counted under one name ("instances", "PostgreSQL"), found afresh at each sample. */
export interface CpuGroup {
  name: string;
  pids(): number[];
}

export interface CpuSample {
  /** Every core's ticks, busy and idle; undefined where /proc/stat cannot be read (not Linux). */
  total: number | undefined;
  idle: number;
  /** Per group: ticks its processes have used so far. */
  groups: Map<string, number>;
}

export interface CpuShares {
  seconds: number;
  /** Each group's share of the machine's CPU time (every core), 0–1. */
  groups: { name: string; share: number }[];
  /** Busy time no group accounts for: other processes, interrupts, time the hypervisor gave away. */
  other: number;
  idle: number;
}

export function sampleCpu(groups: readonly CpuGroup[]): CpuSample {
  const machine = machineTicks();
  return {
    total: machine?.total,
    idle: machine?.idle ?? 0,
    groups: new Map(groups.map((g) => [g.name, sum(g.pids().map((pid) => processTicks(pid) ?? 0))])),
  };
}

/**
 * Shares of the machine between two samples. A group's time is what its processes had used at the
 * second sample less what they had used at the first: a process that started in between counts
 * from zero, and one that ended in between still counts when its parent is in the group (the
 * parent's reaped-children time takes it over: every PostgreSQL process is the server's child).
 */
export function cpuShares(before: CpuSample, after: CpuSample): CpuShares | undefined {
  if (before.total === undefined || after.total === undefined || after.total <= before.total)
    return undefined;
  const capacity = after.total - before.total;
  const used = (sample: CpuSample, name: string) => sample.groups.get(name) ?? 0;
  const groups = [...after.groups.keys()].map((name) => ({
    name,
    share: Math.max(0, used(after, name) - used(before, name)) / capacity,
  }));
  const idle = (after.idle - before.idle) / capacity;
  const other = Math.max(0, 1 - idle - sum(groups.map((g) => g.share)));
  return { seconds: capacity / TICKS_PER_SECOND / countCores(), groups, other, idle };
}

/** Every process whose command is `postgres` (the server and its backends and workers). */
export function postgresPids(): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => readOrEmpty(`/proc/${pid}/comm`).trim() === "postgres")
    .map(Number);
}

/** The cores a process may run on ("1", "0-1"), as the kernel reports it; undefined when it cannot tell. */
export function coresOf(pid: number): string | undefined {
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(readOrEmpty(`/proc/${pid}/status`))?.[1];
}

/** Linux's USER_HZ: the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

function machineTicks(): { total: number; idle: number } | undefined {
  const line = readOrEmpty("/proc/stat").split("\n")[0] ?? "";
  if (!line.startsWith("cpu ")) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: sum(fields), idle: (fields[3] ?? 0) + (fields[4] ?? 0) };
}

/**
 * utime + stime + cutime + cstime (fields 14–17): the process's own time and that of its children
 * it has waited for, so a PostgreSQL backend that ends in the window still counts, in the server's.
 */
function processTicks(pid: number): number | undefined {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  if (stat === "") return undefined;
  // The command name (field 2) may contain spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return sum(fields.slice(11, 15).map(Number));
}

function countCores(): number {
  return readOrEmpty("/proc/stat").match(/^cpu\d+ /gm)?.length ?? 1;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}
