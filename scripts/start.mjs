// npm start: builds the web app when it is missing or older than its sources, then runs the server.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = newestMtime("dist/web/index.html");
const sourcesAt = Math.max(
  ...["src/web", "src/shared", "public", "vite.config.ts", "package-lock.json"].map((p) => newestMtime(p)),
);
if (!builtAt || sourcesAt > builtAt) {
  console.log("Building the web app...");
  execFileSync(
    process.execPath,
    [path.join("node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
}

process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import("../src/server/main.ts");
