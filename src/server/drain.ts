import type { IncomingMessage, Server, ServerResponse } from "node:http";

const MAX_SETTLE_TURNS = 100;

export interface Drain {
  /**
   * Stops the server without dropping a request a client has already sent; `close` is the app's
   * own close (Fastify's), which stops listening and waits for the requests in progress.
   */
  close(close: () => Promise<void>): Promise<void>;
}

/**
 * Graceful stop for an HTTP/1.1 server. Node's server.close() also closes every connection that has
 * no request in progress, and a connection whose request is still unread in its socket (the event
 * loop was busy, e.g. with the embedded database) looks just like one: its client gets a reset for a
 * request it sent before the signal. And a keep-alive connection whose request is answered after
 * the close began stays open until its client hangs up, which holds the close until it is forced.
 *
 * Closing the listener also resets the connections still waiting in its accept queue, and a busy
 * event loop (the embedded database answers synchronously; a loaded machine adds its own delays)
 * leaves them there for hundreds of milliseconds.
 *
 * So, from `close()` on: every answer carries `Connection: close` (those being worked on too, when
 * their headers are not out yet); the server goes on accepting and reading for `graceMs`, and then
 * until a turn of the event loop accepts no new connection, so every request already sent is read
 * and served; then the app closes (no new connections, Fastify answers 503 to a request that still
 * comes in), and connections that fall idle meanwhile are closed as they do.
 */
export function trackForDrain(server: Server, graceMs: number): Drain {
  const answering = new Set<ServerResponse>();
  let draining = false;
  let accepted = 0;
  server.on("connection", () => {
    accepted++;
  });
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.setHeader("connection", "close");
      return;
    }
    answering.add(response);
    response.once("close", () => answering.delete(response));
  });

  return {
    async close(close) {
      draining = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader("connection", "close");
      }
      await new Promise((resolve) => setTimeout(resolve, graceMs));
      // The timer may fire in the very turn that ends a long busy stretch, before that turn's poll
      // phase accepts and reads what queued up meanwhile. A turn accepts the connections waiting then
      // and reads what arrived on those accepted before; so turn until one accepts nothing new.
      for (let turns = 0; turns < MAX_SETTLE_TURNS; turns++) {
        const before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
        if (accepted === before) break;
      }
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      try {
        await close();
      } finally {
        clearInterval(sweep);
      }
    },
  };
}
