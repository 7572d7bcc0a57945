import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/** flag-icons' 4:3 SVG flags, one per ISO 3166-1 alpha-2 code (decision 010). */
const FLAGS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("flag-icons/package.json"))),
  "flags",
  "4x3",
);
const FLAG_FILE = /^[a-z]{2}\.svg$/;

/**
 * Serves the country flags from our own origin at /flags/<code>.svg: copied into the build, and
 * answered from the package by the dev server. Regional flags (gb-eng …) are left out.
 */
function countryFlags(): Plugin {
  return {
    name: "borderless-country-flags",
    configureServer(server) {
      server.middlewares.use("/flags", (req, res, next) => {
        const name = (req.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        const file = path.join(FLAGS_DIR, name);
        if (!FLAG_FILE.test(name) || !fs.existsSync(file)) return next();
        res.setHeader("content-type", "image/svg+xml");
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const name of fs.readdirSync(FLAGS_DIR)) {
        if (!FLAG_FILE.test(name)) continue;
        this.emitFile({
          type: "asset",
          fileName: `flags/${name}`,
          source: fs.readFileSync(path.join(FLAGS_DIR, name)),
        });
      }
    },
  };
}

/** Text files the server sends as they are (index.html is rewritten per request, so not it). */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each built text file, which the
 * server sends as they are (@fastify/static's preCompressed) instead of compressing every answer
 * at a faster, weaker setting: the first screen's code arrives about 14% smaller and sooner.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "borderless-precompress",
    // Not for the Node build of the first screens (scripts/build-first-screens.mjs).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of fs.readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outDir, name);
        const source = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
        const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** Radix-based wrappers stay with the screens that use them (the Radix code is large). */
const RADIX_UI = /components[\\/]ui[\\/](tabs|dialog|toaster|switch)\.tsx$/;

const alias = {
  "@shared": path.resolve("src/shared"),
  "@server": path.resolve("src/server"),
  "@web": path.resolve("src/web"),
};

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  plugins: [react(), tailwindcss(), countryFlags(), precompress()],
  resolve: { alias },
  build: {
    outDir: path.resolve("dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // A screen loads a handful of chunks instead of forty tiny ones (each an extra request):
        // everything the first screen needs is one file; the validation schemas (only forms use
        // them) are one; the layout pieces, icons and helpers shared with the public pages are one;
        // the rest shared by the app's screens (components, helpers, the jobs and countries features
        // that several screens show) is one.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"], priority: 10 },
            {
              name: "schemas",
              test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]schemas[\\/]/,
              priority: 5,
            },
            {
              name: "base",
              test: /src[\\/]web[\\/](components[\\/]layout[\\/](public-layout|brand|theme-toggle|skip-link)|components[\\/]ui[\\/](button|card)|lib[\\/](cn|theme))\.tsx?$|node_modules[\\/](lucide-react|clsx|tailwind-merge)[\\/]/,
              minShareCount: 2,
              priority: 3,
            },
            {
              name: "shared",
              test: (id: string) =>
                !RADIX_UI.test(id) &&
                /src[\\/]web[\\/](components[\\/](ui[\\/]|[\w-]+\.tsx$)|(lib|features[\\/](jobs|countries))[\\/])|src[\\/]shared[\\/]domain[\\/]|node_modules[\\/]@tanstack[\\/]/.test(
                  id,
                ),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
  test: {
    root: ".",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The migrated database every server test copies (src/server/test/template-database.ts).
    globalSetup: ["src/server/test/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/web/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        // The web app's component tests, in a DOM (happy-dom; docs/decisions/028).
        extends: true,
        test: { name: "web", include: ["src/web/**/*.test.tsx"], environment: "happy-dom" },
      },
    ],
  },
});
