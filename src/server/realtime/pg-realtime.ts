import type { RealtimeEvent } from "@shared/schemas/messages";
import type { FastifyBaseLogger } from "fastify";
import type { PgListener } from "./pg-listener";
import { LocalHub, type Realtime } from "./realtime";

export const CHANNEL = "borderless_events";

/**
 * Fan-out across app instances on one PostgreSQL server: publish is a NOTIFY, and every
 * instance's LISTEN connection (pg-listener.ts) hands the event to its own subscribers (the
 * publisher's own instance included, so there is a single delivery path).
 */
export async function createPgRealtime(listener: PgListener, log: FastifyBaseLogger): Promise<Realtime> {
  const hub = new LocalHub();
  await listener.listen(CHANNEL, (payload) => {
    try {
      hub.dispatch(JSON.parse(payload) as RealtimeEvent);
    } catch (error) {
      log.warn({ err: error }, "ignored a malformed realtime notification");
    }
  });

  return {
    async publish(event) {
      // Without a listener this instance cannot receive its own NOTIFY: deliver locally.
      if (!(await listener.notify(CHANNEL, JSON.stringify(event)))) hub.dispatch(event);
    },
    subscribe: (userId, onEvent) => hub.subscribe(userId, onEvent),
    async close() {
      hub.clear();
    },
  };
}
