// npm run backup -- <file>: the built backup command (dist/server/backup.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("backup", { isPath: (arg) => !arg.startsWith("-") });
