import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import type { Database } from "./types";

const serverUrl = process.env.TEST_DATABASE_URL;
const IDLE_CLOSE_MS = 100;

/** The server process ids of `n` statements run at once, each holding its connection a moment. */
async function backendsAtOnce(database: Database, n: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: n }, async () => {
      const result = (await database.db.execute(
        sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
      )) as unknown as { rows: { pid: number }[] };
      return Number(result.rows[0]?.pid);
    }),
  );
  return answers;
}

describe.runIf(serverUrl?.startsWith("postgres"))("the PostgreSQL connection pool", () => {
  it("keeps its warm connections open through a quiet spell and serves the next search on them", async () => {
    const database = await openDatabase({
      databaseUrl: serverUrl,
      dataDir: "",
      warmConnections: 2,
      idleCloseMs: IDLE_CLOSE_MS,
    });
    try {
      const busy = await backendsAtOnce(database, 5);
      expect(new Set(busy).size).toBe(5);
      expect(database.poolUse()?.total).toBe(5);
      // The quiet spell: until the connections above the warm ones have closed.
      await vi.waitFor(() => expect(database.poolUse()).toMatchObject({ total: 2, idle: 2 }), {
        timeout: 10_000,
      });
      // A page and its count at once after the quiet spell: both on connections already open.
      const next = await backendsAtOnce(database, 2);
      expect(new Set(next).size).toBe(2);
      for (const pid of next) expect(busy).toContain(pid);
    } finally {
      await database.close();
    }
  });

  it("closes every idle connection of a tool", async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, dataDir: "", idleCloseMs: IDLE_CLOSE_MS });
    try {
      await backendsAtOnce(database, 3);
      expect(database.poolUse()?.total).toBe(3);
      await vi.waitFor(() => expect(database.poolUse()?.total).toBe(0), { timeout: 10_000 });
    } finally {
      await database.close();
    }
  });
});
