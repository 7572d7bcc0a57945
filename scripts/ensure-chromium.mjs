// Finds a Chromium for the browser tests, installing Debian's package when we may; otherwise one line says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium-path.mjs";

if (findChromium()) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (canApt) {
  console.log("No Chromium found; installing Debian's chromium package...");
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    // Reported below.
  }
  if (findChromium()) process.exit(0);
}
console.error(
  "No Chromium found for the browser tests: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.",
);
process.exit(1);
