// npm run restore: the built restore command, dist/server/restore.js, so it works where only production
// dependencies are installed. Builds the server first when missing or stale, as npm start does.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root } from "./ensure-build.mjs";

// The file named on the command line is the caller's: resolved from where the command was typed (npm
// runs scripts in the project root and says where it was called in INIT_CWD) before moving to the root.
const from = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
process.argv.splice(
  2,
  args.length,
  ...args.map((arg) => (arg.startsWith("-") ? arg : path.resolve(from, arg))),
);
process.chdir(root);
ensureBuild(["server"], "npm run restore");

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "dist/server/restore.js")).href);
