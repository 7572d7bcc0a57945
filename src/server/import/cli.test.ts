import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures");
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-import-"));
  dirs.push(dir);
  return dir;
}

function runImport(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/import/cli.ts", ...args], {
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  const lines = result.stdout.trim().split("\n");
  return { code: result.status, lines, last: lines.at(-1), stderr: result.stderr.trim() };
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run import", { timeout: 180_000 }, () => {
  const dataDir = tempDir();

  it("imports a directory into the embedded database, naming each skip, and ends with the totals", () => {
    const run = runImport(dataDir, FIXTURES, "--company", "Lumen Freight");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.last).toBe("imported 15, updated 0, closed 0, skipped 4");
    expect(run.lines).toEqual(
      expect.arrayContaining([
        'skipped broken-atlantis.json: Marine Biologist: unknown country "Atlantis"',
        "skipped broken-no-title.json: posting 1: no title",
        "skipped broken-no-company.json: Office Manager: no hiring organization named",
      ]),
    );
    expect(
      run.lines.find((l) => l.startsWith("skipped broken-malformed.json: document: malformed JSON")),
    ).toBeDefined();
  });

  it("updates instead of duplicating on a second run", () => {
    const run = runImport(
      dataDir,
      path.join(FIXTURES, "greenhouse-board.json"),
      "--company",
      "Lumen Freight",
    );
    expect(run.code).toBe(0);
    expect(run.lines).toEqual(["imported 0, updated 3, closed 0, skipped 0"]);
  });

  it("ends on a hostile 20 MB page within seconds, with its reason, and skips a larger file unread", () => {
    const dir = tempDir();
    // Script tags that are never closed, then JSON-LD scripts by the hundred thousand: the reading is
    // linear and capped, so the page costs seconds, not the hours a backtracking pattern took.
    const head = `<html>${"<script>".repeat(1_000_000)}</script>`;
    const tail = '<script type="application/ld+json">{}</script>'.repeat(
      Math.floor((20 * 1024 * 1024 - head.length - 100) / 46),
    );
    fs.writeFileSync(path.join(dir, "hostile.html"), head + tail);
    fs.writeFileSync(path.join(dir, "huge.html"), Buffer.alloc(21 * 1024 * 1024, " "));
    const started = Date.now();
    const run = runImport(tempDir(), dir);
    const seconds = (Date.now() - started) / 1000;
    expect(run.code).toBe(0);
    // Off a terminal, progress comes as plain lines before the files' own.
    const progress = run.lines.filter((line) => line.startsWith("importing: "));
    expect(progress[0]).toBe("importing: 0 / 2 files (0%)");
    expect(run.lines.filter((line) => !line.startsWith("importing: "))).toEqual([
      expect.stringMatching(
        /^skipped hostile\.html: page: the page has \d+ JSON-LD scripts; only the first 100 were read$/,
      ),
      "skipped huge.html: document: the file is larger than 20 MB",
      "imported 0, updated 0, closed 0, skipped 2",
    ]);
    // Migrating a new embedded database is most of this; the old pattern alone took hours.
    expect(seconds).toBeLessThan(90);
  });

  it("imports the job boards' saved answers: each names its company but Ashby, which takes --company", () => {
    const boards = path.join(FIXTURES, "boards");
    const run = runImport(dataDir, boards);
    expect(run.code).toBe(0);
    expect(run.lines).toEqual(
      expect.arrayContaining([
        "skipped ashby-job-board.json: Senior / Staff Fullstack Engineer: no company: name it with --company",
        "skipped remotive-remote-jobs.json: Content Reviewer - United States: Description is required",
        // A SmartRecruiters list carries no text; a Personio file not named after its board, no links.
        "skipped smartrecruiters-postings.json: CRM Webmarketing Assistant: Description is required",
        "skipped personio-positions.xml: Security Tester (m/f/d): Apply link must be an http or https address",
      ]),
    );
    expect(run.last).toBe("imported 9, updated 0, closed 0, skipped 8");
    const ashby = runImport(dataDir, path.join(boards, "ashby-job-board.json"), "--company", "Linear");
    expect(ashby.lines).toEqual([
      "skipped ashby-job-board.json: Senior / Staff Fullstack Engineer: listed twice in this document",
      "imported 1, updated 0, closed 0, skipped 1",
    ]);
    expect(runImport(dataDir, boards).last).toBe("imported 0, updated 9, closed 0, skipped 8");
  });

  it("imports a Personio feed saved under its board's name, its apply links on that board", () => {
    const dir = tempDir();
    const file = path.join(dir, "personio.jobs.personio.com.xml");
    fs.copyFileSync(path.join(FIXTURES, "boards", "personio-positions.xml"), file);
    const run = runImport(dataDir, file);
    expect(run.code).toBe(0);
    expect(run.lines).toEqual([
      "skipped personio.jobs.personio.com.xml: Staff Software Engineer, Data Platform: Description is required",
      "imported 1, updated 0, closed 0, skipped 1",
    ]);
    expect(runImport(dataDir, file).last).toBe("imported 0, updated 1, closed 0, skipped 1");
  });

  it("stops with one line for a path that does not exist", () => {
    const run = runImport(dataDir, path.join(FIXTURES, "nothing-here.json"));
    expect(run.code).not.toBe(0);
    expect(run.stderr.split("\n")).toEqual([
      expect.stringContaining("nothing-here.json: no such file or directory"),
    ]);
  });

  it("refuses an embedded database a running server holds", () => {
    const held = tempDir();
    // This test process stands in for the running server.
    fs.writeFileSync(path.join(held, "borderless.lock"), String(process.pid));
    const run = runImport(held, path.join(FIXTURES, "schema-org-single.json"));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toBe("the database is in use by a running server; stop it or use DATABASE_URL");
    expect(fs.existsSync(path.join(held, "pgdata"))).toBe(false);
  });
});
