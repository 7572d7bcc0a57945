import { randomBytes } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import { AppError } from "@shared/errors";
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/types";
import type { App } from "../types";
import { isApiRequest } from "./security";
import {
  ABSOLUTE_MS,
  DAY_MS,
  deleteSession,
  findLiveSession,
  hashToken,
  IDLE_MS,
  insertSession,
  LAST_SEEN_EVERY_MS,
  renewSession,
  type SessionUser,
  touchSession,
} from "./session-store";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
  }
  interface FastifyReply {
    /** Ends any current session, then starts a new one for the user (rotation at login). */
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

const PLAIN_COOKIE = "borderless_session";
/** Over HTTPS the cookie takes the __Host- prefix: Secure, path /, no Domain. */
const HOST_COOKIE = "__Host-borderless_session";
/** Both names the session cookie can have. */
export const SESSION_COOKIES = [PLAIN_COOKIE, HOST_COOKIE] as const;

/** The signed-in person, or a 401 the client shows as "Please sign in". */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("unauthorized", "Please sign in to continue.");
  return request.user;
}

/**
 * Route hook for personal endpoints: a visitor gets 401 before the body is read or validated, so
 * what they send never decides the answer.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

type OnRequest = RouteOptions["onRequest"];

function hooksOf(onRequest: OnRequest): onRequestHookHandler[] {
  if (!onRequest) return [];
  return (Array.isArray(onRequest) ? onRequest : [onRequest]) as onRequestHookHandler[];
}

/**
 * Makes every route the plugin declares a personal one: `signedIn` goes first in each route's own
 * onRequest hooks (before a rate limit keyed by the person), where the OpenAPI document sees it
 * (isSignedInRoute). Called at the top of the plugin, before its routes.
 */
export function signedInRoutes(app: App): void {
  app.addHook("onRoute", (route) => {
    const hooks = hooksOf(route.onRequest);
    if (!hooks.includes(signedIn)) route.onRequest = [signedIn, ...hooks];
  });
}

/** Whether a route answers 401 to a visitor (its onRequest hooks hold `signedIn`). */
export function isSignedInRoute(route: { onRequest?: OnRequest }): boolean {
  return hooksOf(route.onRequest).includes(signedIn);
}

export const sessionPlugin = fp(
  async (app: App, options: { db: Db; secret: string }) => {
    const { db } = options;
    await app.register(fastifyCookie, { secret: options.secret });
    app.decorateRequest("user", null);
    app.decorateRequest("sessionIdHash", null);

    function cookieName(request: FastifyRequest): string {
      return request.protocol === "https" ? HOST_COOKIE : PLAIN_COOKIE;
    }

    function cookieOptions(request: FastifyRequest) {
      return { path: "/", httpOnly: true, sameSite: "lax", secure: request.protocol === "https" } as const;
    }

    function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
      reply.setCookie(cookieName(request), token, { ...cookieOptions(request), signed: true, expires });
    }

    app.decorateReply("startSession", async function startSession(this: FastifyReply, userId: number) {
      const request = this.request;
      if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + IDLE_MS);
      await insertSession(db, hashToken(token), userId, expiresAt, request.headers["user-agent"]);
      request.sessionIdHash = hashToken(token);
      setCookie(request, this, token, expiresAt);
    });

    app.decorateReply("endSession", async function endSession(this: FastifyReply) {
      const request = this.request;
      if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
      request.sessionIdHash = null;
      request.user = null;
      // The same attributes as when set: a browser ignores a __Host- cookie line without Secure.
      this.clearCookie(cookieName(request), cookieOptions(request));
    });

    app.addHook("onRequest", async (request, reply) => {
      if (!isApiRequest(request)) return;
      // Over HTTPS only the __Host- cookie counts: a sibling subdomain can plant a plain cookie for
      // this host (and sign the person into an account of its choosing), never a __Host- one.
      const raw = request.cookies[cookieName(request)];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const idHash = hashToken(unsigned.value);
      const now = new Date();
      const session = await findLiveSession(db, idHash, now);
      if (!session) return;
      const { user, expiresAt, createdAt, lastSeenAt } = session;
      request.user = user;
      request.sessionIdHash = idHash;
      // Every later log line of this request says who made it.
      request.log = request.log.child({ userId: user.id });
      reply.log = request.log;
      // Sliding expiry: an active person stays signed in, up to the absolute lifetime. Renewed at most
      // once a day, and not at all once the absolute end is reached.
      const renewed = new Date(Math.min(now.getTime() + IDLE_MS, createdAt.getTime() + ABSOLUTE_MS));
      if (renewed.getTime() - expiresAt.getTime() >= DAY_MS) {
        await renewSession(db, idHash, renewed);
        setCookie(request, reply, unsigned.value, renewed);
      }
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) await touchSession(db, idHash, now);
    });
  },
  { name: "session" },
);
