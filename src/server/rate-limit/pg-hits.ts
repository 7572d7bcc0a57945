import { and, inArray, lte, sql } from "drizzle-orm";
import { builtStatement } from "../db/built-statements";
import { rateLimitHits } from "../db/schema/instances";
import type { Db } from "../db/types";
import type { Hit } from "./shared-store";

function buildHit(db: Db, name: string) {
  const at = sql`${sql.placeholder("now")}::timestamptz`;
  const expired = sql`${rateLimitHits.resetAt} <= ${at}`;
  const n = sql`${sql.placeholder("n")}::integer`;
  return db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder("key"),
      hits: n,
      resetAt: sql`${sql.placeholder("resetAt")}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then ${n} else ${rateLimitHits.hits} + ${n} end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .prepare(name);
}

/**
 * `n` hits (one unless given), in one statement: a new key starts a window of `windowMs`; a key whose
 * window has passed starts a new one; otherwise its count goes up by `n`. The row lock of `on conflict do update`
 * orders concurrent hits on one key, from any instance, so each gets its own count. The window is
 * judged by the app's clock (`now`), as the in-memory store's is.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  n = 1,
  now: Date = new Date(),
): Promise<Hit> {
  // Built once per database: it runs on every limited request.
  const statement = builtStatement<{ hits: number; resetAt: Date }[]>(
    db,
    "rate-limit hit",
    "reused",
    (name) => buildHit(db, name),
  );
  const [row] = await statement.execute({
    key,
    n,
    now: now.toISOString(),
    resetAt: new Date(now.getTime() + windowMs).toISOString(),
  });
  if (!row) throw new Error("rate-limit hit not counted");
  return { hits: row.hits, ttlMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/**
 * Deletes the counters whose window ended before `now`, `batch` rows a statement (each one short,
 * skipping rows a hit holds), until none is left; answers how many went.
 */
export async function deleteExpiredHits(db: Db, now: Date = new Date(), batch = 1000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(lte(rateLimitHits.resetAt, now))
      .limit(batch)
      .for("update", { skipLocked: true });
    const rows = await db
      .delete(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, expired), lte(rateLimitHits.resetAt, now)))
      .returning({ key: rateLimitHits.key });
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
