// The bundle budget, checked after every build: JavaScript needed before the first screen renders
// (the entry, its static imports and the landing screen's chunk) ≤ 100 KiB gzipped, every lazy
// chunk ≤ 40 KiB gzipped, all CSS ≤ 20 KiB gzipped. Prints a table; exits 1 naming what is over.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KIB = 1024;
const BUDGET = { initialJs: 100 * KIB, lazyChunk: 40 * KIB, css: 20 * KIB };
const dist = path.resolve("dist/web");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

const gz = new Map();
function gzSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error("No entry in the Vite manifest");

/** The files a chunk loads before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const initialKeys = staticClosure(entryKey);
const landingKey = Object.keys(manifest).find((k) => k.endsWith("app/routes/landing.tsx"));
if (landingKey) staticClosure(landingKey, initialKeys);
const initialFiles = [...new Set([...initialKeys].map((k) => manifest[k].file))];
const initialJs = initialFiles.reduce((sum, f) => sum + gzSize(f), 0);

const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.file.endsWith(".js") && !initialKeys.has(key))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, size: gzSize(chunk.file) }))
  .sort((a, b) => b.size - a.size);

const cssFiles = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
const css = cssFiles.reduce((sum, f) => sum + gzSize(f), 0);

const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;
const rows = [
  ["JS before the first screen", initialJs, BUDGET.initialJs],
  [`largest lazy chunk (${lazy[0]?.name ?? "none"})`, lazy[0]?.size ?? 0, BUDGET.lazyChunk],
  ["CSS", css, BUDGET.css],
];
console.log("\nBundle budget (gzipped)");
console.log("what".padEnd(48), "size".padStart(10), "budget".padStart(10));
for (const [what, size, budget] of rows) {
  console.log(
    String(what).padEnd(48),
    kib(size).padStart(10),
    kib(budget).padStart(10),
    size > budget ? "  OVER" : "",
  );
}

const over = [];
if (initialJs > BUDGET.initialJs) {
  over.push(
    `JS before the first screen is ${kib(initialJs)} (budget ${kib(BUDGET.initialJs)}): ${initialFiles.map((f) => `${f} ${kib(gzSize(f))}`).join(", ")}`,
  );
}
for (const chunk of lazy.filter((c) => c.size > BUDGET.lazyChunk)) {
  over.push(
    `lazy chunk ${chunk.name} (${chunk.file}) is ${kib(chunk.size)} (budget ${kib(BUDGET.lazyChunk)})`,
  );
}
if (css > BUDGET.css) over.push(`CSS is ${kib(css)} (budget ${kib(BUDGET.css)})`);
if (over.length) {
  console.error(`\nOver the bundle budget:\n- ${over.join("\n- ")}`);
  process.exit(1);
}
console.log("Within budget.\n");
