/**
 * The progress of a long command, as the person running it wants to see it. On a terminal: one
 * line redrawn in place, a bar with counts and an estimate of the time left, cleared at the end so
 * that the command's summary line stands alone. Anywhere else (a pipe, a log file, `TERM=dumb`):
 * plain lines, one as each step starts and then one every few seconds while it runs.
 *
 * A command names its steps and moves them on; its own lines (a skipped file) go through `log` so
 * that they are printed above the bar rather than through it.
 */

/** What a step counts: things by name ("files", "jobs"), or bytes (shown as KiB, MiB …). */
export type ProgressUnit = string | { bytes: true };

export interface Progress {
  /** Starts a step ("importing"), of `total` things when known; ends the step before it. */
  step(label: string, total?: number, unit?: ProgressUnit): void;
  /** How far the current step is: `done` of its total. */
  update(done: number): void;
  /** A line of the command's own, printed above the progress. */
  log(line: string): void;
  /** Ends the display (on a terminal, clears the line); the command's summary comes next. */
  end(): void;
}

interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  /** Where it is written: the command's standard output unless given. */
  stream?: Stream;
  /** Whether to redraw a bar; by default, when the stream is a terminal that can. */
  interactive?: boolean;
  /** Milliseconds since some fixed moment (tests give their own clock). */
  now?: () => number;
  /** Plain lines: at most one every this many milliseconds while a step runs. */
  lineEveryMs?: number;
}

const REDRAW_EVERY_MS = 100;
/** Before this, a step's rate says too little to estimate the time left. */
const ESTIMATE_AFTER_MS = 1000;
const BAR_WIDTH = 24;
const CLEAR_LINE = "\r\x1b[2K";

/** "4.5 MiB", "812 B". */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** "45s", "3m 05s", "1h 20m". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

interface Step {
  label: string;
  total: number | undefined;
  unit: ProgressUnit;
  started: number;
  done: number;
}

function amount(step: Step, value: number): string {
  return typeof step.unit === "string" ? value.toLocaleString("en-US") : formatBytes(value);
}

/** "12 / 19 files", "4.5 MiB / 10.0 MiB", or "12 files" without a total. */
function counts(step: Step): string {
  const noun = typeof step.unit === "string" && step.unit ? ` ${step.unit}` : "";
  const done = amount(step, step.done);
  return step.total === undefined ? `${done}${noun}` : `${done} / ${amount(step, step.total)}${noun}`;
}

/** The time the step still needs at its rate so far, once that rate says something. */
function timeLeft(step: Step, now: number): string | null {
  const elapsed = now - step.started;
  if (step.total === undefined || step.done <= 0 || elapsed < ESTIMATE_AFTER_MS) return null;
  if (step.done >= step.total) return null;
  return `about ${formatDuration((elapsed * (step.total - step.done)) / step.done)} left`;
}

function percent(step: Step): number | null {
  if (!step.total) return null;
  return Math.min(100, Math.floor((step.done / step.total) * 100));
}

/** The progress of a command (see the top of this file). */
export function createProgress(options: ProgressOptions = {}): Progress {
  const stream = options.stream ?? process.stdout;
  const interactive = options.interactive ?? (stream.isTTY === true && process.env.TERM !== "dumb");
  const now = options.now ?? (() => performance.now());
  const lineEveryMs = options.lineEveryMs ?? 5000;
  let step: Step | null = null;
  let drawn = false;
  let lastDraw = Number.NEGATIVE_INFINITY;

  function barLine(current: Step, at: number): string {
    const share = percent(current);
    // A step of unknown length, counting nothing, says only how long it has taken so far.
    const parts = current.total === undefined && current.unit === "" ? [] : [counts(current)];
    const left = timeLeft(current, at);
    if (left) parts.push(left);
    else if (current.total === undefined) parts.push(formatDuration(at - current.started));
    let line = current.label;
    if (share !== null) {
      const filled = Math.round((share / 100) * BAR_WIDTH);
      line += ` [${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}] ${share}%`;
    }
    line += ` ${share === null ? "· " : ""}${parts.join(" · ")}`;
    // A line wider than the terminal wraps, and the next redraw would leave its first half behind.
    const width = (stream.columns || 80) - 1;
    return line.length > width ? line.slice(0, width) : line;
  }

  function plainLine(current: Step, at: number): string {
    const share = percent(current);
    const left = timeLeft(current, at);
    return `${current.label}: ${counts(current)}${share === null ? "" : ` (${share}%)`}${left ? `, ${left}` : ""}`;
  }

  function draw(force: boolean) {
    if (!step) return;
    const at = now();
    if (interactive) {
      if (!force && at - lastDraw < REDRAW_EVERY_MS) return;
      stream.write(`${CLEAR_LINE}${barLine(step, at)}`);
      drawn = true;
    } else {
      if (!force && at - lastDraw < lineEveryMs) return;
      stream.write(`${plainLine(step, at)}\n`);
    }
    lastDraw = at;
  }

  function clear() {
    if (interactive && drawn) stream.write(CLEAR_LINE);
    drawn = false;
  }

  return {
    step(label, total, unit = "") {
      step = { label, total, unit, started: now(), done: 0 };
      if (!interactive) {
        stream.write(total === undefined ? `${label}...\n` : `${plainLine(step, step.started)}\n`);
        lastDraw = step.started;
        return;
      }
      draw(true);
    },
    update(done) {
      if (!step) return;
      step.done = done;
      draw(false);
    },
    log(line) {
      clear();
      stream.write(`${line}\n`);
      if (interactive) draw(true);
    },
    end() {
      clear();
      step = null;
    },
  };
}
