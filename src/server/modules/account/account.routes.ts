import {
  changeEmail,
  changePassword,
  deleteAccount,
  getProfile,
  getSettings,
  updateProfile,
  updateSettings,
} from "@shared/api/account";
import { AppError } from "@shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { routeOf } from "../../http/route";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
import { endAllSessions } from "../../plugins/session-store";
import type { App } from "../../types";
import * as service from "./account.service";
import { filesRoutes } from "./files.routes";

const tags = ["account"];

/** The signed-in person's profile, settings, password, email, files and account; nobody else's. */
export async function accountRoutes(app: App): Promise<void> {
  // Every route here is personal: a visitor is refused before anything they sent is read.
  signedInRoutes(app);
  const db = app.database.db;
  const storage = app.fileStorage;
  // Each of these checks a password: limit guessing from a stolen session, per address (the route's
  // own limit) and per account from anywhere, across the three routes (as sign-in is, auth.routes.ts).
  const passwordChecked = perMinute(app, 10);
  const perAccount = app.createRateLimit(
    perMinute(app, 5, (request) => `password-check:${requireUser(request).id}`).rateLimit,
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

  app.route({
    ...routeOf(getProfile, { tags, summary: "Profile with the saved-job count" }),
    handler: async (request) => service.getProfile(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(updateProfile, { tags, summary: "Change full name, profession or skills" }),
    handler: async (request) => service.updateProfile(db, requireUser(request).id, request.body),
  });

  app.route({
    ...routeOf(getSettings, { tags, summary: "The one settings record" }),
    handler: async (request) => service.getSettings(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(updateSettings, { tags, summary: "Change any of the settings; the rest stay" }),
    handler: async (request) => service.updateSettings(db, requireUser(request).id, request.body),
  });

  app.route({
    ...routeOf(changePassword, {
      tags,
      summary: "Change the password; signs out every other session and renews this one",
    }),
    config: passwordChecked,
    preHandler: accountAllowance,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await audited(request, "password_change", () =>
        service.changePassword(db, user.id, currentPassword, newPassword),
      );
      await endAllSessions(db, user.id);
      await reply.startSession(user.id);
      return { message: "Your password has been updated. Other devices have been signed out." };
    },
  });

  app.route({
    ...routeOf(changeEmail, {
      tags,
      summary:
        "Ask to change the email (confirmed with the current password): a link goes to the new address, and the email changes when it is used (pendingEmail until then)",
    }),
    config: passwordChecked,
    preHandler: accountAllowance,
    handler: async (request) => {
      const user = requireUser(request);
      return audited(request, "email_change", () =>
        service.requestEmailChange(db, app.mailer, app.config.publicUrl, user.id, request.body),
      );
    },
  });

  app.route({
    ...routeOf(deleteAccount, {
      tags,
      summary: "Delete the account and everything personal (confirmed with the password)",
    }),
    config: passwordChecked,
    preHandler: accountAllowance,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await audited(request, "account_delete", () =>
        service.deleteAccount(db, storage, user.id, request.body.password),
      );
      await reply.endSession();
      return reply.status(204).send(null);
    },
  });

  await app.register(filesRoutes);
}
