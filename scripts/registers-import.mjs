// npm run registers:import -- <register> <file> [--as-of YYYY-MM-DD]: the built command (dist/server/registers-import.js).
import { runBuiltCommand } from "./ensure-build.mjs";

const REGISTERS = new Set(["uk-sponsors", "us-h1b", "ca-lmia", "nl-ind"]);

await runBuiltCommand("registers-import", {
  script: "registers:import",
  isPath: (arg, previous) => !arg.startsWith("-") && !REGISTERS.has(arg) && previous !== "--as-of",
});
