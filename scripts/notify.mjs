// npm run notify: the built notify command, dist/server/notify.js, so it works where only production
// dependencies are installed. Builds the server first when missing or stale, as npm start does.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root } from "./ensure-build.mjs";

process.chdir(root);
ensureBuild(["server"], "npm run notify");

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "dist/server/notify.js")).href);
