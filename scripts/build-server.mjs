// The server build (part of `npm run build`): src/server/main.ts, the seed, reference-reload, import, notify, backup, restore and take-home commands and the document-reading thread bundled with
// esbuild into dist/server, our own code only; packages stay imports, so `npm ci --omit=dev`
// provides them. No type check here: `npm run typecheck` (and so `npm test`) does that.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve("dist/server");
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: "src/server/main.ts",
    seed: "src/server/db/seed/cli.ts",
    "reference-reload": "src/server/reference/reload-cli.ts",
    import: "src/server/import/cli.ts",
    "rates-import": "src/server/pay/rates-cli.ts",
    "registers-import": "src/server/registers/cli.ts",
    notify: "src/server/notifications/cli.ts",
    backup: "src/server/backup/backup-cli.ts",
    restore: "src/server/backup/restore-cli.ts",
    "take-home": "src/server/take-home/take-home-cli.ts",
    // The thread documents are read in (src/server/import/read-document.ts starts it from beside itself).
    "parse-worker": "src/server/import/parse-worker.ts",
  },
  outdir,
  // Each entry is one file (no shared chunks), so import.meta.url in bundled code names
  // dist/server, which the paths below rely on.
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
});

// The migrator reads the migrations beside the running module (src/server/db/client.ts looks in
// "migrations" next to itself; bundled, that is next to main.js and seed.js).
cpSync("src/server/db/migrations", path.join(outdir, "migrations"), { recursive: true });
// The embedded database's thread (src/server/db/pglite-client.ts starts it from beside itself).
cpSync("src/server/db/pglite-worker.mjs", path.join(outdir, "pglite-worker.mjs"));
