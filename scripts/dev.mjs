// npm run dev: the API (restarting on change) and Vite with hot reload, which proxies /api to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
