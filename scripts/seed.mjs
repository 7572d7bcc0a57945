// npm run seed -- --jobs N: the built seed command (dist/server/seed.js).
import { runBuiltCommand } from "./ensure-build.mjs";

await runBuiltCommand("seed");
