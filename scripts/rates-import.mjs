// npm run rates:import -- <file>: the built rates command (dist/server/rates-import.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("rates-import", { script: "rates:import", isPath: (arg) => !arg.startsWith("-") });
