// Used by `npm start` and `npm run seed`: the parts of dist/ they run must exist and be newer than
// their sources. Missing or stale parts are built, except when the operator set NODE_ENV=production:
// a production start never builds (no build tools, no minutes of CPU on the server), it stops with
// one line instead.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Sources are compared by modification time. `npm ci` never writes package-lock.json (so a build
// stays current across `npm ci --omit=dev`); `npm install` rewrites it, which marks dist/web stale.
const PARTS = {
  web: {
    dir: "dist/web",
    outputs: [
      "dist/web/index.html",
      "dist/web/.vite/first-screens.json",
      "dist/first-screen/first-screen.js",
    ],
    sources: [
      "src/web",
      "src/shared",
      "public",
      "vite.config.ts",
      "package-lock.json",
      "scripts/build-first-screens.mjs",
    ],
    tool: "node_modules/vite/bin/vite.js",
    // The bundle budget (scripts/check-bundle.mjs) is checked by `npm run build`, not at start.
    build: [
      ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
      ["scripts/build-first-screens.mjs"],
    ],
  },
  server: {
    dir: "dist/server",
    outputs: [
      "dist/server/main.js",
      "dist/server/seed.js",
      "dist/server/notify.js",
      "dist/server/pglite-worker.mjs",
    ],
    // Not package-lock.json: packages are not bundled into the server, only imported.
    sources: ["src/server", "src/shared", "tsconfig.json", "scripts/build-server.mjs"],
    tool: "node_modules/esbuild/package.json",
    build: [["scripts/build-server.mjs"]],
  },
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isCurrent(part) {
  const outputs = part.outputs.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return part.sources.every((source) => newestMtime(path.join(root, source)) <= builtAt);
}

function refuse(stale, reason) {
  const dirs = stale.map((name) => PARTS[name].dir).join(", ");
  console.error(`The build is missing or stale (${dirs}): run "npm run build" first; ${reason}.`);
  process.exit(1);
}

/** Builds the named parts ("web", "server") that are missing or stale, or stops (see above). */
export function ensureBuild(names, command) {
  const stale = names.filter((name) => !isCurrent(PARTS[name]));
  if (stale.length === 0) return;
  if (process.env.NODE_ENV === "production") {
    refuse(stale, `with NODE_ENV=production, ${command} does not build`);
  }
  if (!stale.every((name) => existsSync(path.join(root, PARTS[name].tool)))) {
    refuse(stale, "the build tools are dev dependencies, which npm ci --omit=dev leaves out");
  }
  for (const name of stale) {
    console.log(`Building ${PARTS[name].dir}...`);
    for (const step of PARTS[name].build)
      execFileSync(process.execPath, step, { cwd: root, stdio: "inherit" });
  }
}

/**
 * Runs a built command, dist/server/<name>.js, so it works where only production dependencies are
 * installed; builds the server first when missing or stale, as npm start does. Paths on its command
 * line are the caller's: resolved from where the command was typed (npm runs scripts in the project
 * root and says where it was called in INIT_CWD) before moving to the root. `isPath(arg, previous)`
 * says which arguments are paths (default: none); `script` is the npm script's name when it differs.
 */
export async function runBuiltCommand(name, { isPath = () => false, script = name } = {}) {
  const from = process.env.INIT_CWD ?? process.cwd();
  const args = process.argv.slice(2);
  const resolved = args.map((arg, i) => (isPath(arg, args[i - 1]) ? path.resolve(from, arg) : arg));
  process.argv.splice(2, args.length, ...resolved);
  process.chdir(root);
  ensureBuild(["server"], `npm run ${script}`);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(root, `dist/server/${name}.js`)).href);
}
