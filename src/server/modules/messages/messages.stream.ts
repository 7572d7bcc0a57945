import type { RealtimeEvent } from "@shared/schemas/messages";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { sessionStillValid } from "./messages.repository";

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in person. Each event says what
 * changed (a message, a read, a request); the client refetches what it shows.
 */
export async function messageStreamRoutes(app: App): Promise<void> {
  const realtime = app.realtime;
  const db = app.database.db;
  const open = new Set<() => void>();
  // Before the server stops accepting: open streams would otherwise hold shutdown until it is forced.
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });

  app.get(
    "/messages/stream",
    {
      compress: false,
      schema: { tags: ["messages"], summary: "Live events for my conversations (text/event-stream)" },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "content-encoding": "identity",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      res.write("retry: 3000\n: connected\n\n");

      const unsubscribe = realtime.subscribe(user.id, (event: RealtimeEvent) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      // The heartbeat also ends the stream once the session is gone (signed out, password changed).
      const sessionIdHash = request.sessionIdHash;
      const heartbeat = setInterval(() => {
        res.write(": heartbeat\n\n");
        if (!sessionIdHash) return;
        sessionStillValid(db, sessionIdHash)
          .then((valid) => {
            if (!valid) end();
          })
          .catch(() => {});
      }, HEARTBEAT_MS);
      heartbeat.unref();

      let ended = false;
      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      }
      open.add(end);
      request.raw.on("close", end);
      res.on("close", end);
      res.on("error", end);
    },
  );
}
