import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
// Created once by the runner; workers inherit the variable, so tests can read the server's outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "borderless-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
const executablePath: string | undefined = findChromium();
// A second server whose database is filled by `npm run import` before it starts (the embedded
// database belongs to one process, so the import cannot write to a running server's): e2e/import.spec.ts.
process.env.E2E_IMPORT_PORT ??= String(port + 1);
const importPort = Number(process.env.E2E_IMPORT_PORT);
process.env.E2E_IMPORT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "borderless-e2e-import-"));
const importDataDir = process.env.E2E_IMPORT_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Colours then never change over time, so an axe pass cannot measure a theme switch or a hover
    // half-way; the app takes this setting from the system, as people who ask for it get it.
    reducedMotion: "reduce",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  // The built server from `npm run build` (npm test builds first). With NODE_ENV=production,
  // start.mjs never builds: a missing or stale dist/ stops it with one line on stderr.
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        RATE_LIMIT_SCALE: "200",
        LOG_LEVEL: "warn",
      },
    },
    {
      command:
        // The board is imported again without one of its jobs: the full re-import closes that job.
        // The register postings name an employer on the shipped UK register and one that only resembles one.
        // The Poland posting is written "Kraków, Poland": it must land in GeoNames' Kraków (e2e/cities.spec.ts).
        'node scripts/import.mjs src/server/import/fixtures --company "Lumen Freight" && node scripts/import.mjs e2e/data/greenhouse-board-next.json --company "Lumen Freight" && node scripts/import.mjs e2e/data/register-postings.json && node scripts/import.mjs e2e/data/poland-postings.json && node scripts/start.mjs',
      url: `http://127.0.0.1:${importPort}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(importPort),
        HOST: "127.0.0.1",
        DATA_DIR: importDataDir,
        NODE_ENV: "production",
        RATE_LIMIT_SCALE: "200",
        LOG_LEVEL: "warn",
      },
    },
  ],
});
