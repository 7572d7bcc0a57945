// Part of `npm run build`, after the web app's build: a Node build of src/web/first-screen.tsx
// (dist/first-screen, with every package it uses inside, so it runs where only the server's
// dependencies are installed). With it, this renders the first screens of the pages listed there
// and writes them beside the build manifest (dist/web/.vite/first-screens.json); the server puts
// them into those pages' HTML, and draws a job's and a company's first screen with the same build.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const outDir = path.resolve("dist/first-screen");
await build({
  logLevel: "warn",
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with (its development build draws
  // a page about four times slower).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
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
console.log(`First screens: ${Object.keys(screens).join(", ")}`);
