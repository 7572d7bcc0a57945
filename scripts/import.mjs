// npm run import: the built import command, dist/server/import.js, so it works where only production
// dependencies are installed. Builds the server first when missing or stale, as npm start does.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root } from "./ensure-build.mjs";

// Paths on the command line are the caller's: resolve them from where the command was typed (npm
// runs scripts in the project root and says where it was called in INIT_CWD) before moving to the root.
const from = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
const resolved = args.map((arg, i) =>
  !arg.startsWith("-") && (i === 0 || args[i - 1] !== "--company") ? path.resolve(from, arg) : arg,
);
process.argv.splice(2, args.length, ...resolved);
process.chdir(root);
ensureBuild(["server"], "npm run import");

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "dist/server/import.js")).href);
