import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Radix-based wrappers stay with the screens that use them (the Radix code is large). */
const RADIX_UI = /components[\\/]ui[\\/](tooltip|tabs|dialog|toaster|switch)\.tsx$/;

const alias = {
  "@shared": path.resolve("src/shared"),
  "@server": path.resolve("src/server"),
  "@web": path.resolve("src/web"),
};

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  plugins: [react(), tailwindcss()],
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
        // the rest shared by the app's screens is one.
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
                /src[\\/]web[\\/](components[\\/]ui|lib|features[\\/](jobs|countries))[\\/]|src[\\/]shared[\\/]domain[\\/]|node_modules[\\/]@tanstack[\\/]/.test(
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
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
