// npm start: builds the web app and the server when missing or stale (never with NODE_ENV=production
// set; see ensure-build.mjs), then runs the built server, dist/server/main.js, in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, root } from "./ensure-build.mjs";

process.chdir(root);
ensureBuild(["web", "server"], "npm start");

process.env.NODE_ENV ??= "production";
// Stack traces name src/ files and lines (the bundle's source maps); set before the bundle loads.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
