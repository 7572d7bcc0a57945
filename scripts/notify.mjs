// npm run notify -- [--due-now]: the built notify command (dist/server/notify.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("notify");
