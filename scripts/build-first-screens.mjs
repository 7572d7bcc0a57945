// Part of `npm run build`, after the web app's build: renders the first screen of the pages listed
// in src/web/first-screen.tsx with the app's own components (a Node build of that module) and
// writes them beside the build manifest (dist/web/.vite/first-screens.json); the server puts them
// into those pages' HTML.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const outDir = path.resolve("dist/first-screen");
await build({
  logLevel: "warn",
  build: {
    ssr: path.resolve("src/web/first-screen.tsx"),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});

const { FIRST_SCREEN_PATHS, renderFirstScreen } = await import(
  pathToFileURL(path.join(outDir, "first-screen.js")).href
);
const screens = {};
for (const page of FIRST_SCREEN_PATHS) screens[page] = await renderFirstScreen(page);
writeFileSync(path.resolve("dist/web/.vite/first-screens.json"), `${JSON.stringify(screens)}\n`);
rmSync(outDir, { recursive: true, force: true });
console.log(`First screens: ${Object.keys(screens).join(", ")}`);
