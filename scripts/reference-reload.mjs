// npm run reference:reload: the built reload command (dist/server/reference-reload.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("reference-reload", { script: "reference:reload" });
