// npm run take-home -- [<country> <gross> [--region CODE] [--year YEAR]]: the built command (dist/server/take-home.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("take-home");
