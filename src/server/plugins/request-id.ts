import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { App } from "../types";

/** Whose word is taken on the hop at `hop` (0: the peer of the socket); Fastify's `trustProxy` form. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * An id a proxy may pass on: short, and made of characters that are safe in a log line and a header
 * (a UUID, nginx's $request_id).
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id of every request, which every log line of the request carries
 * (`reqId`) and its answer returns as X-Request-Id. A trusted proxy's well-formed X-Request-Id is
 * kept, so one id follows the request from the proxy's log into ours; anyone else's is replaced by
 * a random one, so no client can choose the id its requests are logged under.
 */
export function requestIdGenerator(trust: TrustProxy | false): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers["x-request-id"];
    if (
      trust &&
      typeof given === "string" &&
      REQUEST_ID.test(given) &&
      trust(request.socket.remoteAddress ?? "", 0)
    ) {
      return given;
    }
    return randomUUID();
  };
}

/** Every answer carries its request's id, so a person or a proxy can find its log lines. */
export function registerRequestIdHeader(app: App): void {
  // A callback hook, not an async one: it runs on every request, probes included (decision 005).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}
