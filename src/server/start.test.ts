import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const projects: string[] = [];
const AN_HOUR_AGO = new Date(Date.now() - 3_600_000);
/** Stands in for the built server: says it ran, and in which mode. */
const FAKE_SERVER = "console.log('server ran (NODE_ENV=' + process.env.NODE_ENV + ')');\n";

/**
 * The start scripts copied into an empty project of their own, so each test decides what is built
 * and what is newer (no node_modules there, so no build tools either).
 */
function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-start-"));
  projects.push(dir);
  fs.mkdirSync(path.join(dir, "scripts"));
  for (const file of ["start.mjs", "seed.mjs", "ensure-build.mjs"]) {
    fs.copyFileSync(path.join("scripts", file), path.join(dir, "scripts", file));
  }
  return dir;
}

function write(dir: string, file: string, content: string, mtime?: Date): void {
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  if (mtime) fs.utimesSync(target, mtime, mtime);
}

/** A build made an hour ago, with a source file from then too. */
function built(dir: string): void {
  write(dir, "src/server/app.ts", "export {};\n", AN_HOUR_AGO);
  write(dir, "src/web/main.tsx", "export {};\n", AN_HOUR_AGO);
  write(dir, "dist/web/index.html", "<!doctype html>\n");
  write(dir, "dist/web/.vite/first-screens.json", "{}\n");
  write(dir, "dist/first-screen/first-screen.js", "export {};\n");
  write(dir, "dist/server/main.js", FAKE_SERVER);
  write(dir, "dist/server/seed.js", 'console.log("seed ran");\n');
  write(dir, "dist/server/notify.js", 'console.log("notify ran");\n');
  write(dir, "dist/server/pglite-worker.mjs", "export {};\n");
}

/** Runs a script of the project the way npm does, NODE_ENV as given (unset when undefined). */
function run(dir: string, script: string, nodeEnv: string | undefined) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const result = spawnSync(process.execPath, [path.join(dir, "scripts", script)], {
    env,
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm start with NODE_ENV=production never builds", () => {
  it("stops with one line when there is no build", () => {
    const dir = project();
    write(dir, "src/server/app.ts", "export {};\n");

    const result = run(dir, "start.mjs", "production");

    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'The build is missing or stale (dist/web, dist/server): run "npm run build" first; with NODE_ENV=production, npm start does not build.\n',
    );
  });

  it("stops with one line when a source is newer than the build", () => {
    const dir = project();
    built(dir);
    write(dir, "src/server/app.ts", "export const changed = true;\n");
    fs.utimesSync(path.join(dir, "dist/server/main.js"), AN_HOUR_AGO, AN_HOUR_AGO);

    const result = run(dir, "start.mjs", "production");

    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'The build is missing or stale (dist/server): run "npm run build" first; with NODE_ENV=production, npm start does not build.\n',
    );
  });

  it("runs the built server when the build is newer than its sources", () => {
    const dir = project();
    built(dir);

    const result = run(dir, "start.mjs", "production");

    expect(result.stderr).toBe("");
    expect(result.stdout).toBe("server ran (NODE_ENV=production)\n");
    expect(result.code).toBe(0);
  });
});

describe("npm start without NODE_ENV", () => {
  it("runs the built server in production mode", () => {
    const dir = project();
    built(dir);

    const result = run(dir, "start.mjs", undefined);

    expect(result.stdout).toBe("server ran (NODE_ENV=production)\n");
    expect(result.code).toBe(0);
  });

  it("says in one line that it cannot build when the build tools are not installed", () => {
    const dir = project();
    built(dir);
    write(dir, "src/web/main.tsx", "export const changed = true;\n");
    fs.utimesSync(path.join(dir, "dist/web/index.html"), AN_HOUR_AGO, AN_HOUR_AGO);

    const result = run(dir, "start.mjs", undefined);

    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      'The build is missing or stale (dist/web): run "npm run build" first; the build tools are dev dependencies, which npm ci --omit=dev leaves out.\n',
    );
  });
});

describe("npm run seed", () => {
  it("with NODE_ENV=production, stops with one line when the server is not built", () => {
    const dir = project();
    write(dir, "src/server/app.ts", "export {};\n");

    const result = run(dir, "seed.mjs", "production");

    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'The build is missing or stale (dist/server): run "npm run build" first; with NODE_ENV=production, npm run seed does not build.\n',
    );
  });

  it("runs the built seed command, whatever the state of the web build", () => {
    const dir = project();
    built(dir);
    fs.rmSync(path.join(dir, "dist/web"), { recursive: true });

    const result = run(dir, "seed.mjs", "production");

    expect(result.stdout).toBe("seed ran\n");
    expect(result.code).toBe(0);
  });
});
