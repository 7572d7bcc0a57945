import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { AppError } from "@shared/errors";
import fp from "fastify-plugin";
import type { App } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The policy of every answer; the page adds a style nonce of its own (web.ts). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers, a strict CSP, cross-site request refusal and the rate limiter (routes opt in
 * with `config: { rateLimit: { max, timeWindow } }`).
 */
export const securityPlugin = fp(
  async (app: App) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      // Served over plain HTTP on localhost by default; HSTS belongs to the HTTPS front.
      strictTransportSecurity: false,
    });

    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          "rate_limited",
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });

    // A browser form can post text/plain across sites without a preflight; we accept JSON only.
    app.removeContentTypeParser("text/plain");

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
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
