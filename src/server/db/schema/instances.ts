import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Rate-limit counters shared by every app instance on one PostgreSQL server (with `DATABASE_URL`
 * and no `REDIS_URL`): one row per limited route and client key, counting hits until `reset_at`.
 * Unlogged (the migration says so): a counter lost in a crash costs nothing worth a WAL write.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

/**
 * Uploaded files on a PostgreSQL server, so every instance reads what any of them stored: the
 * bytes of one storage key in numbered chunks, written and read one chunk at a time (streamed).
 */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    key: text("key").notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
