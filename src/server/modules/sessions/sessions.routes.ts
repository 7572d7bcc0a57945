import { AppError } from "@shared/errors";
import {
  EndedSessionsSchema,
  SessionIdParamsSchema,
  SessionListSchema,
} from "@shared/schemas/account-security";
import { securityEvent } from "../../plugins/logging";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { deviceName } from "./device-name";
import { deleteOtherSessions, deleteOwnSession, listLiveSessions } from "./sessions.repository";

const tags = ["account"];
const NOT_FOUND = "That session has already ended.";

/** The signed-in person's own sessions: list them, end one, end all but this one. */
export async function sessionsRoutes(app: App): Promise<void> {
  app.addHook("onRequest", signedIn);
  const db = app.database.db;

  app.get(
    "/account/sessions",
    {
      schema: {
        tags,
        summary: "The browsers signed in to this account, most recently used first",
        response: { 200: SessionListSchema },
      },
    },
    async (request) => {
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
  );

  app.delete(
    "/account/sessions/:id",
    {
      schema: {
        tags,
        summary: "Sign out one of your sessions (this one too, if named)",
        params: SessionIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const idHash = await deleteOwnSession(db, user.id, request.params.id);
      if (!idHash) throw new AppError("not_found", NOT_FOUND);
      securityEvent(request, "session_end", "success", { sessionId: request.params.id });
      if (idHash === request.sessionIdHash) await reply.endSession();
      return reply.status(204).send();
    },
  );

  app.post(
    "/account/sessions/end-others",
    {
      schema: {
        tags,
        summary: "Sign out everywhere else: every session but this one ends",
        response: { 200: EndedSessionsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await deleteOtherSessions(db, user.id, request.sessionIdHash ?? "");
      securityEvent(request, "sessions_end_others", "success", { ended });
      return { ended };
    },
  );
}
