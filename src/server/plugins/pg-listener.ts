import fp from "fastify-plugin";
import { createPgListener, type PgListener } from "../realtime/pg-listener";
import type { App } from "../types";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's LISTEN connection on a PostgreSQL server; null on the embedded database. */
    pgListener: PgListener | null;
  }
}

/**
 * One LISTEN connection per instance on a PostgreSQL server, for whatever the instances tell each
 * other (live events, cache invalidations). The embedded database lives in one process: none.
 */
export const pgListenerPlugin = fp(
  async (app: App) => {
    const databaseUrl = app.config.databaseUrl;
    const listener =
      app.database.kind === "postgres" && databaseUrl ? await createPgListener(databaseUrl, app.log) : null;
    app.decorate("pgListener", listener);
    app.addHook("onClose", async () => {
      await listener?.close();
    });
  },
  { name: "pg-listener" },
);
