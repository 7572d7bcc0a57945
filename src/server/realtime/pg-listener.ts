import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** How long after a lost connection the first reconnect is tried, then how long between tries. */
const RECONNECT_MS = 1000;
const RETRY_MS = 5000;
/** As the connection shows in pg_stat_activity. */
const APPLICATION_NAME = "borderless-listener";
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface PgListener {
  /** Hands every notification on `channel` to `handler`; LISTENs now and on every reconnect. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /**
   * Called once the connection is back after a loss and listening again: whatever was notified
   * while it was away was missed.
   */
  onReconnect(handler: () => void): void;
  /** Sends a NOTIFY over this connection; false while it is down (the caller decides what then). */
  notify(channel: string, payload: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The one LISTEN connection of an app instance on a PostgreSQL server, shared by everything that
 * hears from the other instances (live events, cache invalidations). A lost connection is opened
 * again (after a second, then every five while the server is away), LISTENs on every channel again,
 * and then tells the `onReconnect` handlers.
 */
export async function createPgListener(databaseUrl: string, log: FastifyBaseLogger): Promise<PgListener> {
  const handlers = new Map<string, (payload: string) => void>();
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: APPLICATION_NAME });
    next.on("notification", (message) => {
      const handler = handlers.get(message.channel);
      if (!handler || message.payload === undefined) return;
      try {
        handler(message.payload);
      } catch (error) {
        log.warn({ err: error, channel: message.channel }, "a notification could not be handled");
      }
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "database listener lost its connection; reconnecting");
      lost(next);
    });
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function lost(from: pg.Client): void {
    if (closed || client !== from) return;
    client = null;
    from.removeAllListeners("end");
    from.end().catch(() => {});
    reconnectAfter(RECONNECT_MS);
  }

  function reconnectAfter(ms: number): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          if (!client) return;
          for (const handler of reconnectHandlers) {
            try {
              handler();
            } catch (error) {
              log.warn({ err: error }, "a reconnect handler failed");
            }
          }
        },
        (error: unknown) => {
          log.warn({ err: error }, "database listener could not reconnect; retrying");
          reconnectAfter(RETRY_MS);
        },
      );
    }, ms);
  }

  await connect();

  return {
    async listen(channel, handler) {
      // A channel is an identifier in the LISTEN statement, not a parameter.
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      handlers.set(channel, handler);
      await client?.query(`LISTEN ${channel}`);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async notify(channel, payload) {
      const active = client;
      if (!active) return false;
      await active.query("select pg_notify($1, $2)", [channel, payload]);
      return true;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const active = client;
      client = null;
      if (active) {
        active.removeAllListeners("end");
        await active.end().catch(() => {});
      }
    },
  };
}
