import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * The long commands as a person runs them: in a terminal (util-linux `script` gives the command one)
 * they draw a progress bar with counts and the time left, cleared before their summary line; piped
 * they write plain lines. Either way the summary line ends the output, as it always has.
 */

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "import/fixtures");
const FIXTURE_FILES = fs.readdirSync(FIXTURES).filter((name) => /\.(json|html?)$/i.test(name)).length;
const CLEAR_LINE = "\r\x1b[2K";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-progress-"));
const dataDir = path.join(work, "data");

/** The first 3,000 employers of the UK register as published, in a file named with its date. */
function registerSlice(): string {
  const file = path.join(work, "uk-sponsors-2021-11-02.csv");
  const lines = fs.readFileSync("data/registers/uk-sponsors-2021-11-02.csv", "utf8").split("\n");
  fs.writeFileSync(file, `${lines.slice(0, 3001).join("\n")}\n`);
  return file;
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const COMMANDS = {
  import: "src/server/import/cli.ts",
  backup: "src/server/backup/backup-cli.ts",
  seed: "src/server/db/seed/cli.ts",
  registers: "src/server/registers/cli.ts",
} as const;

function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", TERM: "xterm" };
  delete env.DATABASE_URL;
  return env;
}

/** The command with its output piped, as a script or a log reads it. */
function piped(command: keyof typeof COMMANDS, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", COMMANDS[command], ...args], {
    env: environment(),
    encoding: "utf8",
    timeout: 180_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command in a terminal of its own: what the person sees, escapes and all. */
function inTerminal(command: keyof typeof COMMANDS, ...args: string[]) {
  const quoted = [process.execPath, "--import", "tsx", COMMANDS[command], ...args]
    .map((arg) => `'${arg.replace(/'/g, "'\\''")}'`)
    .join(" ");
  const result = spawnSync("script", ["--quiet", "--return", "--flush", "--command", quoted, "/dev/null"], {
    env: environment(),
    encoding: "utf8",
    timeout: 180_000,
  });
  // A terminal turns each line end into CR LF.
  const screen = result.stdout.replace(/\r\n/g, "\n");
  return { code: result.status, screen, stderr: result.stderr };
}

/** The lines left on the screen once every redraw is done: what follows the last clearing on each. */
function settledLines(screen: string): string[] {
  return screen
    .split("\n")
    .map((line) => line.split(CLEAR_LINE).at(-1) ?? "")
    .filter((line) => line !== "");
}

describe("progress of the long commands", { timeout: 300_000 }, () => {
  it("npm run import of a directory: a bar counting files on a terminal, then the summary alone", () => {
    const run = inTerminal("import", FIXTURES, "--company", "Lumen Freight");
    expect(run.code).toBe(0);
    expect(run.screen).toContain(`${CLEAR_LINE}importing [`);
    expect(run.screen).toMatch(new RegExp(`\\] \\d+% \\d+ / ${FIXTURE_FILES} files`));
    const lines = settledLines(run.screen);
    expect(lines.at(-1)).toBe("imported 15, updated 0, closed 0, skipped 4");
    // Skipped files are printed above the bar, each on a line of its own.
    expect(lines).toContain("skipped broken-no-title.json: posting 1: no title");
    expect(lines.filter((line) => line.startsWith("importing ["))).toEqual([]);
  });

  it("npm run import of a directory, piped: plain lines, and the summary last", () => {
    const run = piped("import", FIXTURES, "--company", "Lumen Freight");
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).not.toContain("\r");
    expect(run.stdout).not.toContain("\x1b");
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toBe(`importing: 0 / ${FIXTURE_FILES} files (0%)`);
    expect(lines.at(-1)).toBe("imported 0, updated 15, closed 0, skipped 4");
  });

  it("npm run backup: each step on a terminal, then the summary alone; piped, a plain line per step", () => {
    const file = path.join(work, "backup.tar.gz");
    const shown = inTerminal("backup", file);
    expect(shown.code).toBe(0);
    for (const step of ["copying the database files", "compressing [", "writing backup.tar.gz ["]) {
      expect(shown.screen).toContain(`${CLEAR_LINE}${step}`);
    }
    const summary = new RegExp(
      `^backup of ${path.join(dataDir, "pgdata")} written to ${file} \\(\\d+\\.\\d MiB\\)$`,
    );
    expect(settledLines(shown.screen)).toEqual([expect.stringMatching(summary)]);

    const run = piped("backup", file);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([
      "copying the database files...",
      expect.stringMatching(/^compressing: 0 B \/ \d+\.\d MiB \(0%\)$/),
      expect.stringMatching(/^writing backup\.tar\.gz: 0 B \/ \d+\.\d MiB \(0%\)$/),
      expect.stringMatching(summary),
    ]);
  });

  it("npm run seed: the preparation and the generated jobs on a terminal, then the summary", () => {
    const run = inTerminal("seed", "--jobs", "150");
    expect(run.code).toBe(0);
    expect(run.screen).toContain(`${CLEAR_LINE}preparing the database`);
    expect(run.screen).toMatch(/generating jobs \[[█░]+\] \d+% [\d,]+ \/ [\d,]+ jobs/);
    const lines = settledLines(run.screen);
    expect(lines.at(-1)).toMatch(/^Added \d+ generated jobs in [\d.]+ s; the database now holds 150\.$/);
  });

  it("npm run registers:import: reading, storing and matching on a terminal, then the summary alone", () => {
    const file = registerSlice();
    const summary = /^register uk-sponsors: \d+ employers \(as of 2021-11-02\), matched \d+ companies$/;
    const shown = inTerminal("registers", "uk-sponsors", file);
    expect(shown.code).toBe(0);
    expect(shown.screen).toMatch(/storing \[[█░]+\] \d+% [\d,]+ \/ [\d,]+ employers/);
    expect(shown.screen).toContain(`${CLEAR_LINE}matching companies`);
    const lines = settledLines(shown.screen);
    expect(lines.at(-1)).toMatch(summary);
    expect(lines).toContain(`reading ${file} as uk-sponsors`);

    const run = piped("registers", "uk-sponsors", file);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("\x1b");
    const plain = run.stdout.trim().split("\n");
    expect(plain).toContain("reading the file...");
    expect(plain.find((line) => line.startsWith("storing: 0 / "))).toMatch(
      /^storing: 0 \/ [\d,]+ employers \(0%\)$/,
    );
    expect(plain.at(-1)).toMatch(summary);
  });
});
