import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** Starts the real server process (src/server/main.ts) on a data directory. */
function startServer(dataDir: string, port: number): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  return Object.assign(child, { output: () => output });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

describe("the server process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-main-"));
  const port = 38_000 + Math.floor(Math.random() * 1000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second process on the same DATA_DIR, and keeps data across Ctrl-C and restart", async () => {
    const first = startServer(dataDir, port);
    await waitForHealth(port, first);

    const second = startServer(dataDir, port + 1);
    const code = await exited(second);
    expect(code).toBe(1);
    expect(second.output()).toMatch(/is in use by another Borderless process \(pid \d+\)/);

    const countries = await (await fetch(`http://127.0.0.1:${port}/api/countries`)).json();
    const res = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "restart@example.test",
        fullName: "Restart Test",
        interestedCountries: ["Canada"],
        interestedRoles: ["Consultant"],
        preferredContactMethod: "email",
      }),
    });
    expect(res.status).toBeLessThan(300);
    const { position } = await res.json();

    first.kill("SIGINT");
    expect(await exited(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "borderless.lock"))).toBe(false);

    const again = startServer(dataDir, port);
    try {
      await waitForHealth(port, again);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/countries`)).json()).toHaveLength(
        countries.length,
      );
      const rejoin = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "RESTART@example.test",
          fullName: "Restart Test",
          interestedCountries: ["Canada"],
          interestedRoles: ["Consultant"],
          preferredContactMethod: "email",
        }),
      });
      expect((await rejoin.json()).position).toBe(position);
    } finally {
      again.kill("SIGTERM");
      await exited(again);
    }
  }, 180_000);
});
