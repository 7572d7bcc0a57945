import { messageStream } from "@shared/api/messages";
import { AppError } from "@shared/errors";
import type { RealtimeEvent } from "@shared/schemas/messages";
import { routeOf } from "../../http/route";
import { securityEvent } from "../../plugins/logging";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { liveSessionHashes } from "./messages.repository";
import { type LiveStream, StreamRegistry } from "./stream-registry";

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in person. Each event says what
 * changed (a message, a read, a request); the client refetches what it shows. A person's streams
 * are capped (a new one ends the oldest, which is told `replaced` so its page does not reconnect),
 * and so is the server's total (503 beyond it).
 */
export async function messageStreamRoutes(app: App): Promise<void> {
  const realtime = app.realtime;
  const db = app.database.db;
  const { messageStreamsPerPerson, messageStreamsTotal, messageStreamHeartbeatMs } = app.config;
  const registry = new StreamRegistry(
    { perPerson: messageStreamsPerPerson, total: messageStreamsTotal, heartbeatMs: messageStreamHeartbeatMs },
    (hashes) => liveSessionHashes(db, hashes),
  );
  app.metrics.liveStreams(() => registry.size);
  // Before the server stops accepting: open streams would otherwise hold shutdown until it is forced.
  app.addHook("preClose", async () => {
    registry.endAll();
  });

  const route = routeOf(messageStream, {
    tags: ["messages"],
    summary:
      "Live events for my conversations (text/event-stream); a person's oldest stream closes when they open one too many, and 503 when the server holds as many as it may",
  });
  app.route({
    ...route,
    schema: {
      ...route.schema,
      // Written to the connection as events arrive (the reply is hijacked), never serialised as JSON.
      response: {
        200: {
          description: "Server-Sent Events",
          content: { "text/event-stream": { schema: messageStream.responses[200] } },
        },
      } as Record<number, unknown>,
    },
    compress: false,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const res = reply.raw;
      let ended = false;
      let unsubscribe = () => {};
      const stream: LiveStream = {
        sessionIdHash: request.sessionIdHash ?? undefined,
        write: (chunk) => {
          if (!res.writableEnded) res.write(chunk);
        },
        end: (reason) => {
          if (ended) return;
          ended = true;
          unsubscribe();
          registry.remove(user.id, stream);
          if (reason === "replaced" && !res.writableEnded) {
            res.write(`event: replaced\ndata: ${JSON.stringify({ type: "replaced" })}\n\n`);
          }
          if (!res.writableEnded) res.end();
        },
      };
      if (!registry.add(user.id, stream)) {
        securityEvent(request, "stream_refused", "failure", { open: registry.size });
        reply.header("retry-after", "60");
        throw new AppError(
          "unavailable",
          "Live updates are busy right now. Messages still arrive when you reload; live updates will try again shortly.",
        );
      }

      reply.hijack();
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "content-encoding": "identity",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
        // Hijacked: the headers set by hooks are not sent, so the request id is repeated here.
        "x-request-id": request.id,
      });
      res.write("retry: 3000\n: connected\n\n");
      unsubscribe = realtime.subscribe(user.id, (event: RealtimeEvent) => {
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const end = () => stream.end();
      request.raw.on("close", end);
      res.on("close", end);
      res.on("error", end);
    },
  });
}
