import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
