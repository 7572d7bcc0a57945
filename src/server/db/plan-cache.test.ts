import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import type { Db } from "./client";
import { planOnceForBulkWrites } from "./plan-cache";

async function planCacheMode(db: Db): Promise<string> {
  const result = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
    rows: { mode: string }[];
  };
  return result.rows[0]?.mode ?? "";
}

describe.runIf(process.env.TEST_DATABASE_URL?.startsWith("postgres"))("bulk writes on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("plan once inside their transaction, and the connection plans per run again after it", async () => {
    await t.db.transaction(async (tx) => {
      expect(await planCacheMode(tx)).toBe("force_custom_plan");
      await planOnceForBulkWrites(tx);
      expect(await planCacheMode(tx)).toBe("auto");
    });
    // Both of the pool's warm connections, whichever held the transaction.
    const modes = await Promise.all([planCacheMode(t.db), planCacheMode(t.db)]);
    expect(modes).toEqual(["force_custom_plan", "force_custom_plan"]);
  });
});
