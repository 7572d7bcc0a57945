import { endOtherSessions, endSession, listSessions } from "@shared/api/sessions";
import { AppError } from "@shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { routeOf } from "../../http/route";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
import type { App } from "../../types";
import { findUserById } from "../auth/auth.repository";
import { verifyPassword } from "../auth/password";
import { deviceName } from "./device-name";
import { deleteOtherSessions, deleteOwnSession, listLiveSessions } from "./sessions.repository";

const tags = ["account"];
const NOT_FOUND = "That session has already ended.";
const WRONG_PASSWORD = "Password is incorrect";

/** The signed-in person's own sessions: list them, end one, end all but this one. */
export async function sessionsRoutes(app: App): Promise<void> {
  signedInRoutes(app);
  const db = app.database.db;
  // Each sign-out checks the password: per address (the route's limit) and per account from anywhere.
  const passwordChecked = perMinute(app, 10);
  const perAccount = app.createRateLimit(
    perMinute(app, 5, (request) => `sessions-password:${requireUser(request).id}`).rateLimit,
  );
  async function accountAllowance(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header("retry-after", String(limit.ttlInSeconds));
      throw new AppError(
        "rate_limited",
        `Too many password attempts for this account. Please wait ${limit.ttlInSeconds} seconds and try again.`,
      );
    }
  }
  async function confirmPassword(userId: number, password: string): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError("validation", WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    }
  }

  app.route({
    ...routeOf(listSessions, {
      tags,
      summary: "The browsers signed in to this account, most recently used first",
    }),
    handler: async (request) => {
      const user = requireUser(request);
      const rows = await listLiveSessions(db, user.id, new Date());
      return {
        sessions: rows.map((row) => ({
          id: row.publicId,
          device: deviceName(row.userAgent),
          signedInAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.idHash === request.sessionIdHash,
        })),
      };
    },
  });

  app.route({
    ...routeOf(endSession, {
      tags,
      summary: "Sign out one of your sessions (this one too, if named); confirmed with the password",
    }),
    config: passwordChecked,
    preHandler: accountAllowance,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const sessionId = request.params.id;
      const idHash = await audited(
        request,
        "session_end",
        async () => {
          await confirmPassword(user.id, request.body.password);
          const ended = await deleteOwnSession(db, user.id, sessionId);
          if (!ended) throw new AppError("not_found", NOT_FOUND);
          return ended;
        },
        { sessionId },
      );
      if (idHash === request.sessionIdHash) await reply.endSession();
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(endOtherSessions, {
      tags,
      summary: "Sign out everywhere else: every session but this one ends; confirmed with the password",
    }),
    config: passwordChecked,
    preHandler: accountAllowance,
    handler: async (request) => {
      const user = requireUser(request);
      const ended = await audited(
        request,
        "sessions_end_others",
        async () => {
          await confirmPassword(user.id, request.body.password);
          return deleteOtherSessions(db, user.id, request.sessionIdHash ?? "");
        },
        {},
        (n) => ({ ended: n }),
      );
      return { ended };
    },
  });
}
