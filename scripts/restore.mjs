// npm run restore -- <file>: the built restore command (dist/server/restore.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("restore", { isPath: (arg) => !arg.startsWith("-") });
