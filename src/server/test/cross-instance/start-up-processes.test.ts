import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { journalMigrations } from "../../db/migration-journal";
import { createEmptyDatabase, type EmptyDatabase } from "../empty-database";
import { exited, type ServerProcess, startServerProcess } from "../server-process";
import { hasPostgres } from "../two-instances";

/** The real server process on a PostgreSQL database, with a data directory of its own. */
function startServer(databaseUrl: string, dataDir: string): ServerProcess {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    DEMO_DATA: "on",
  });
}

async function ready(port: number): Promise<Response | undefined> {
  try {
    return await fetch(`http://127.0.0.1:${port}/api/ready`);
  } catch {
    return undefined;
  }
}

/** The server's port, once its readiness answers 200. */
async function waitUntilReady(server: ServerProcess): Promise<number> {
  const port = await server.port();
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      expect((await ready(port))?.status, server.output()).toBe(200);
    },
    { timeout: 120_000, interval: 250 },
  );
  return port;
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
    const servers = dataDirs.map((dataDir) => startServer(url, dataDir));
    try {
      const ports = await Promise.all(servers.map(waitUntilReady));
      const [first, second] = servers as [ServerProcess, ServerProcess];
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
