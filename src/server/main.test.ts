import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { exited, type ServerProcess, startServerProcess } from "./test/server-process";

/** Starts the real server process on a data directory, on the embedded database. */
function startServer(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", ...env });
}

/** The server's port, once its health answers. */
async function waitForHealth(server: ServerProcess): Promise<number> {
  const port = await server.port();
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    },
    { timeout: 60_000, interval: 250 },
  );
  return port;
}

function post(port: number, url: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function waitlistEntry(email: string) {
  return {
    email,
    fullName: "Restart Test",
    interestedCountries: ["Canada"],
    interestedRoles: ["Consultant"],
    preferredContactMethod: "email",
  };
}

function account(username: string) {
  return {
    fullName: "Restart Test",
    username,
    email: `${username}@example.test`,
    password: "restart-lantern-5",
  };
}

function signIn(port: number, username: string): Promise<Response> {
  return post(port, "/api/auth/login", { username, password: "restart-lantern-5" });
}

describe("the server process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-main-"));
  const env = { RATE_LIMIT_SCALE: "100" };
  const lockFile = path.join(dataDir, "borderless.lock");
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second process on the same DATA_DIR, keeps every answered write across SIGKILL, answers the requests in flight at Ctrl-C, and keeps data across restarts", async () => {
    const first = startServer(dataDir, env);
    let port = await waitForHealth(first);

    const second = startServer(dataDir, env);
    const code = await exited(second);
    expect(code).toBe(1);
    expect(second.output()).toMatch(/is in use by another Borderless process \(pid \d+\)/);

    const countries = await (await fetch(`http://127.0.0.1:${port}/api/countries`)).json();
    const res = await post(port, "/api/waitlist", waitlistEntry("restart@example.test"));
    expect(res.status).toBeLessThan(300);
    const { position } = await res.json();
    expect((await post(port, "/api/auth/register", account("killed"))).status).toBe(201);

    // A crash: the dead process's lock stays behind, and the next start takes it over.
    first.kill("SIGKILL");
    await exited(first);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(first.pid));

    const afterKill = startServer(dataDir, env);
    port = await waitForHealth(afterKill);
    expect((await signIn(port, "killed")).status).toBe(200);
    expect(await (await post(port, "/api/waitlist", waitlistEntry("restart@example.test"))).json()).toEqual({
      position,
      alreadyJoined: true,
    });

    // Sign-ups hash a password, so some are still being served when the stop is asked for.
    const names = Array.from({ length: 8 }, (_, i) => `stopped${i}`);
    const signups = names.map((name) =>
      post(port, "/api/auth/register", account(name)).then((r) => r.status),
    );
    // Every one has reached the server (it logs a request as it comes in) before the stop is asked for.
    const arrived = () =>
      afterKill
        .output()
        .split("\n")
        .filter((line) => line.includes("incoming request") && line.includes("/api/auth/register")).length;
    await vi.waitFor(() => expect(arrived()).toBe(names.length), { timeout: 30_000, interval: 10 });
    afterKill.kill("SIGINT");
    expect(await Promise.all(signups)).toEqual(names.map(() => 201));
    expect(await exited(afterKill)).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);

    const again = startServer(dataDir, env);
    try {
      port = await waitForHealth(again);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/countries`)).json()).toHaveLength(
        countries.length,
      );
      const rejoin = await post(port, "/api/waitlist", waitlistEntry("RESTART@example.test"));
      expect((await rejoin.json()).position).toBe(position);
      for (const name of names) expect((await signIn(port, name)).status).toBe(200);
    } finally {
      again.kill("SIGTERM");
      await exited(again);
    }
  }, 240_000);
});

describe("starting without the site's address", () => {
  it("refuses to start behind a proxy without PUBLIC_URL, saying so in one line", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-main-url-"));
    try {
      const child = startServer(dataDir, { TRUST_PROXY: "1" });
      expect(await exited(child)).toBe(1);
      const lines = child.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Invalid settings: PUBLIC_URL: PUBLIC_URL must be set when DATABASE_URL or TRUST_PROXY is/,
      );
      // Nothing was started on the data directory.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("starting with a JOB_FEEDS file that is wrong", () => {
  it("refuses to start, naming the feed and the field in one line", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-main-feeds-"));
    const file = path.join(os.tmpdir(), `borderless-feeds-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify([{ name: "acme", url: "https://acme.example/jobs", every: "5m" }]));
    try {
      const child = startServer(dataDir, { JOB_FEEDS: file });
      expect(await exited(child)).toBe(1);
      const lines = child.output().trim().split("\n");
      expect(lines).toEqual([
        `Invalid settings: JOB_FEEDS (${file}): feed 1 (acme), every: every must be a number of minutes, hours or days such as 30m, 6h or 1d, from 15m to 7d, not "5m"`,
      ]);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(file, { force: true });
    }
  });
});

/** Every directory and file under `dir` whose mode lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if ((fs.statSync(full).mode & 0o077) !== 0) found.push(full);
    if (entry.isDirectory()) found.push(...openToOthers(full));
  }
  return found;
}

describe("the files of a server process", () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-modes-"));
  const dataDir = path.join(parent, "data");
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it("are its owner's alone: DATA_DIR, the database, the secret and kept mail (0700 and 0600)", async () => {
    const server = startServer(dataDir, { DEMO_DATA: "off" });
    try {
      const port = await waitForHealth(server);
      expect((await post(port, "/api/auth/register", account("modes"))).status).toBe(201);
      const outbox = path.join(dataDir, "outbox");
      await vi.waitFor(() => expect(fs.readdirSync(outbox)).toHaveLength(1), {
        timeout: 10_000,
        interval: 100,
      });
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      server.kill("SIGTERM");
      await exited(server);
    }
  }, 120_000);
});
