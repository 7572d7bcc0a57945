import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv4 } from "node:net";
import os from "node:os";
import fastifyHelmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { AppError } from "@shared/errors";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { rateLimitStore } from "../rate-limit/rate-limit-store";
import type { App } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the request is for the API, judged by the route that matched it: the router decodes the
 * path (`/%61pi/auth/login` reaches `/api/auth/login`), so the raw URL's spelling decides nothing.
 * A request no route matched falls back to its path (the JSON 404 of an unknown API path).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith("/api/");
  return request.url.startsWith("/api/");
}
/** One year, subdomains included: what browsers keep once they have seen the site over HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** The policy of every answer; the page adds a style nonce of its own (web.ts). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Flags, place pictures and logos ship with the app or are drawn as data: URLs; nothing is fetched from elsewhere.
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Names that reach this machine only from itself: a local health check, a proxy on the same host. */
function isLoopbackName(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname === "[::1]" || (isIPv4(hostname) && hostname.startsWith("127."))
  );
}

/** The machine's own name and network addresses, as a Host header spells them. */
function ownNames(): Set<string> {
  const names = new Set([os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const a of addresses ?? []) names.add(a.family === "IPv6" ? `[${a.address}]` : a.address);
  }
  return names;
}

/**
 * Which host names the server answers for. With PUBLIC_URL: its host (and loopback names, which
 * only the machine itself can send). Without: loopback names and the machine's own name and
 * addresses, so a phone on the same network works; the list is read again when a name is not on
 * it (an address that changed since the start).
 */
function hostPolicy(publicUrl: string, publicHostOnly: boolean): (hostname: string) => boolean {
  const publicHost = new URL(publicUrl).hostname.toLowerCase();
  let own = ownNames();
  return (raw) => {
    const hostname = raw.toLowerCase().replace(/\.$/, "");
    // HTTP/1.0 without a Host header names nothing that could end up anywhere.
    if (hostname === "" || hostname === publicHost || isLoopbackName(hostname)) return true;
    if (publicHostOnly) return false;
    if (own.has(hostname)) return true;
    own = ownNames();
    return own.has(hostname);
  };
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  // Sent by our own hook below, and only over HTTPS.
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/**
 * The headers helmet sets for these options, worked out once. They are the same on every response
 * (only a page's CSP nonce differs), while @fastify/helmet builds a new helmet middleware, parsing
 * every directive again, for each request: a third of the CPU a small API answer costs.
 */
function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers (HSTS over HTTPS, no-store on API answers), a strict CSP, cross-site request refusal
 * and the rate limiter (routes opt in with `config: perMinute(app, n)`, plugins/rate-limit.ts).
 */
export const securityPlugin = fp(
  async (app: App) => {
    // Routes with their own helmet settings (the web app's pages: a CSP nonce per response) get
    // them from @fastify/helmet; every other response gets the same headers, computed once.
    await app.register(fastifyHelmet, { ...HELMET_OPTIONS, global: false });
    const headers = staticSecurityHeaders(HELMET_OPTIONS);
    app.addHook("onRequest", (request, reply, done) => {
      if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) reply.headers(headers);
      done();
    });

    // A request naming a host that is not ours (Host, or X-Forwarded-Host from a trusted proxy) is
    // refused: nothing the server answers is then built for a name someone else chose. A route
    // whose answer holds nothing built from a name takes any (`anyHost`: the metrics, which
    // Prometheus scrapes at each instance's own address, behind their token).
    const answersFor = hostPolicy(app.config.publicUrl, app.config.publicHostOnly);
    app.addHook("onRequest", async (request) => {
      if ((request.routeOptions.config as { anyHost?: boolean }).anyHost) return;
      if (!answersFor(request.hostname)) {
        throw new AppError("bad_request", "This server does not answer for that host name.");
      }
    });

    // Counted in this process on the embedded database; shared by every instance on PostgreSQL.
    const store = await rateLimitStore(app);
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store } : {}),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        // An hourly allowance can be minutes away: say minutes rather than thousands of seconds.
        const wait = seconds > 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        return new AppError("rate_limited", `Too many requests. Please wait ${wait} and try again.`);
      },
    });

    // Only a response that arrived over HTTPS (directly, or from the TLS proxy with TRUST_PROXY) may pin
    // HTTPS: sent over plain HTTP on localhost it would lock a developer's browser out of the site.
    app.addHook("onRequest", async (request, reply) => {
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });

    // API answers carry personal data (or may, by who asks): no browser or proxy keeps a copy. A route
    // that sets its own Cache-Control (a download, the live stream) keeps it.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isApiRequest(request) && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
      return payload;
    });

    // A browser form can post text/plain across sites without a preflight; we accept JSON only.
    app.removeContentTypeParser("text/plain");

    // Every state change, whatever its path and however it is spelt: no prefix decides who is checked.
    // The one exception is a route that no cookie authenticates (`tokenAuthenticated`: the one-click
    // unsubscribe a mail provider posts from its servers, proven by the signed token it carries).
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if ((request.routeOptions.config as { tokenAuthenticated?: boolean }).tokenAuthenticated) return;
      const fetchSite = request.headers["sec-fetch-site"];
      if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") {
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
      }
      const origin = request.headers.origin;
      if (typeof origin === "string" && origin !== "null") {
        let originHost: string;
        try {
          originHost = new URL(origin).host;
        } catch {
          throw new AppError("forbidden", "Cross-site requests are not allowed.");
        }
        if (originHost !== request.headers.host) {
          throw new AppError("forbidden", "Cross-site requests are not allowed.");
        }
      } else if (origin === "null") {
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
      }
    });
  },
  { name: "security" },
);
