// npm run import -- <file|dir> [--company NAME]: the built import command (dist/server/import.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("import", {
  isPath: (arg, previous) => !arg.startsWith("-") && previous !== "--company",
});
