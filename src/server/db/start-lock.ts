import pg from "pg";

/**
 * The one advisory lock key of start-up work (the bytes of "bdlstart" as a signed 64-bit integer):
 * every instance and command of this app on one PostgreSQL database uses the same key.
 */
const START_LOCK_KEY = Buffer.from("bdlstart").readBigInt64BE().toString();

/**
 * Runs `work` while this process holds the start-up lock of the PostgreSQL database at `url`:
 * instances started together migrate and load their start data one after the other, so the schema
 * is created once and the second finds it there. The lock is a session lock on a connection of its
 * own (the work runs on other connections), taken without a timeout: waiting for another instance's
 * migration is the point. It is released when the work ends, fails, or the process dies (the server
 * ends a session whose connection goes away). `onWait` is called when another process holds it.
 */
export async function withPostgresStartLock<T>(
  url: string,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while the work runs is reported by the work's own queries; here it must not
  // crash the process as an unhandled 'error' event.
  client.on("error", () => {});
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1::bigint) as locked",
      [START_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      onWait();
      await client.query("select pg_advisory_lock($1::bigint)", [START_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [START_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
