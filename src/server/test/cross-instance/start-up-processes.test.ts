import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { journalMigrations } from "../../db/migration-journal";
import { createEmptyDatabase, type EmptyDatabase } from "../empty-database";
import { hasPostgres } from "../two-instances";

/** The real server process (src/server/main.ts) on a PostgreSQL database, with a data directory of its own. */
function startServer(
  databaseUrl: string,
  port: number,
  dataDir: string,
): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DEMO_DATA: "on",
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

async function ready(port: number): Promise<Response | undefined> {
  try {
    return await fetch(`http://127.0.0.1:${port}/api/ready`);
  } catch {
    return undefined;
  }
}

async function waitUntilReady(port: number, child: ChildProcess & { output: () => string }): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${child.output()}`);
    if ((await ready(port))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${child.output()}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

describe.runIf(hasPostgres)("two server processes started together on an empty PostgreSQL database", () => {
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "borderless-instance-")));
  let database: EmptyDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("both become ready on one schema with the demo data once; one stopping turns its readiness off", async () => {
    database = await createEmptyDatabase();
    const url = database.url;
    const base = 40_000 + Math.floor(Math.random() * 1000) * 2;
    const ports = [base, base + 1];
    const servers = ports.map((port, i) => startServer(url, port, dataDirs[i] as string));
    try {
      await Promise.all(servers.map((server, i) => waitUntilReady(ports[i] as number, server)));
      const [first, second] = servers as [ReturnType<typeof startServer>, ReturnType<typeof startServer>];
      const added = servers.filter((server) => server.output().includes('"msg":"demo data added"'));
      expect(added).toHaveLength(1);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const migrations = await client.query<{ created_at: string; times: number }>(
          "select created_at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by created_at",
        );
        expect(migrations.rows.map((row) => ({ when: Number(row.created_at), times: row.times }))).toEqual(
          journalMigrations().map((m) => ({ when: m.when, times: 1 })),
        );
        const duplicates = await client.query<{ users: number; companies: number }>(
          `select
            (select count(*) - count(distinct lower(username)) from users)::int as users,
            (select count(*) - count(distinct name) from companies)::int as companies`,
        );
        expect(duplicates.rows[0]).toEqual({ users: 0, companies: 0 });
      } finally {
        await client.end();
      }

      // Stopping: readiness turns to 503 before the listener closes; the other instance stays ready.
      first.kill("SIGTERM");
      let draining: Response | undefined;
      for (let answer = await ready(ports[0] as number); answer; answer = await ready(ports[0] as number)) {
        if (answer.status === 503) {
          draining = answer;
          break;
        }
      }
      expect(draining?.status).toBe(503);
      expect(await draining?.json()).toEqual({
        code: "unavailable",
        message: "This instance is shutting down.",
      });
      expect(await exited(first)).toBe(0);
      expect((await ready(ports[1] as number))?.status).toBe(200);
      second.kill("SIGTERM");
      expect(await exited(second)).toBe(0);
    } finally {
      for (const server of servers) if (server.exitCode === null) server.kill("SIGKILL");
    }
  }, 240_000);
});
