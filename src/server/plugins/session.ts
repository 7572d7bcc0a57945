import { createHash, randomBytes } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import { AppError } from "@shared/errors";
import { and, eq, gt, lt, ne, type SQL } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/people";
import type { App } from "../types";

/** What the server knows of the signed-in person on every request. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  profession: string | null;
}

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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed out after this long without a request (the inactivity timeout). */
export const IDLE_MS = 7 * DAY_MS;
/** Signed out this long after signing in, however active (NIST SP 800-63B AAL1: re-authenticate monthly). */
export const ABSOLUTE_MS = 30 * DAY_MS;
const PLAIN_COOKIE = "borderless_session";
/** Over HTTPS the cookie takes the __Host- prefix: Secure, path /, no Domain. */
const HOST_COOKIE = "__Host-borderless_session";

/** The session with this id hash, if it has neither been idle too long nor outlived its absolute lifetime. */
export function liveSession(idHash: string, now: Date): SQL | undefined {
  return and(
    eq(sessions.idHash, idHash),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, new Date(now.getTime() - ABSOLUTE_MS)),
  );
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

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

/** Ends every session of a user, optionally keeping one (the one that changed the password). */
export async function endAllSessions(db: Db, userId: number, exceptIdHash?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
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
      if (request.sessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, request.sessionIdHash));
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + IDLE_MS);
      await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
      request.sessionIdHash = hashToken(token);
      setCookie(request, this, token, expiresAt);
    });

    app.decorateReply("endSession", async function endSession(this: FastifyReply) {
      const request = this.request;
      if (request.sessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, request.sessionIdHash));
      request.sessionIdHash = null;
      request.user = null;
      // The same attributes as when set: a browser ignores a __Host- cookie line without Secure.
      this.clearCookie(cookieName(request), cookieOptions(request));
    });

    app.addHook("onRequest", async (request, reply) => {
      if (!request.url.startsWith("/api/")) return;
      const raw = request.cookies[HOST_COOKIE] ?? request.cookies[PLAIN_COOKIE];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const idHash = hashToken(unsigned.value);
      const now = new Date();
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          email: users.email,
          profession: users.profession,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(liveSession(idHash, now))
        .limit(1);
      if (!row) return;
      const { expiresAt, createdAt, ...user } = row;
      request.user = user;
      request.sessionIdHash = idHash;
      // Every later log line of this request says who made it.
      request.log = request.log.child({ userId: user.id });
      reply.log = request.log;
      // Sliding expiry: an active person stays signed in, up to the absolute lifetime. Renewed at most
      // once a day, and not at all once the absolute end is reached.
      const renewed = new Date(Math.min(now.getTime() + IDLE_MS, createdAt.getTime() + ABSOLUTE_MS));
      if (renewed.getTime() - expiresAt.getTime() >= DAY_MS) {
        await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.idHash, idHash));
        setCookie(request, reply, unsigned.value, renewed);
      }
    });
  },
  { name: "session" },
);

/** Removes expired sessions; run at start and now and then. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
