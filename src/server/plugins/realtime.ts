import fp from "fastify-plugin";
import { createPgRealtime } from "../realtime/pg-realtime";
import { createInProcessRealtime, type Realtime } from "../realtime/realtime";
import type { App } from "../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Live events for the people they concern; the message stream subscribes to it. */
    realtime: Realtime;
  }
}

/**
 * One event bus for the whole app, shared by every module that publishes (messages, referral
 * requests): in-process on the embedded database, LISTEN/NOTIFY on a PostgreSQL server, where
 * several app instances share the database.
 */
export const realtimePlugin = fp(
  async (app: App) => {
    const realtime = app.pgListener
      ? await createPgRealtime(app.pgListener, app.log)
      : createInProcessRealtime();
    app.decorate("realtime", realtime);
    app.addHook("onClose", async () => {
      await realtime.close();
    });
  },
  { name: "realtime", dependencies: ["pg-listener"] },
);
