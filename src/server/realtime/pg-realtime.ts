import type { RealtimeEvent } from "@shared/schemas/messages";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { LocalHub, type Realtime } from "./realtime";

export const CHANNEL = "borderless_events";
const RECONNECT_MS = 1000;

/**
 * Fan-out across app instances on one PostgreSQL server: publish is a NOTIFY, and every
 * instance's dedicated LISTEN connection hands the event to its own subscribers (the publisher's
 * own instance included, so there is a single delivery path).
 */
export async function createPgRealtime(databaseUrl: string, log: FastifyBaseLogger): Promise<Realtime> {
  const hub = new LocalHub();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        hub.dispatch(JSON.parse(message.payload) as RealtimeEvent);
      } catch (error) {
        log.warn({ err: error }, "ignored a malformed realtime notification");
      }
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "realtime listener lost its connection; reconnecting");
      scheduleReconnect(next);
    });
    next.on("end", () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function scheduleReconnect(from: pg.Client): void {
    if (closed || client !== from || reconnectTimer) return;
    client = null;
    from.removeAllListeners("end");
    from.end().catch(() => {});
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error) => {
        log.warn({ err: error }, "realtime listener could not reconnect; retrying");
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          if (!closed && !client) connect().catch(() => {});
        }, RECONNECT_MS * 5);
      });
    }, RECONNECT_MS);
  }

  await connect();

  return {
    async publish(event) {
      const active = client;
      if (!active) {
        // Without a listener this instance cannot receive its own NOTIFY: deliver locally.
        hub.dispatch(event);
        return;
      }
      await active.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: (userId, listener) => hub.subscribe(userId, listener),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      hub.clear();
      const active = client;
      client = null;
      if (active) {
        active.removeAllListeners("end");
        await active.end().catch(() => {});
      }
    },
  };
}
