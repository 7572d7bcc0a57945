import { confirmPasswordReset, getMe, login, logout, register, requestPasswordReset } from "@shared/api/auth";
import { AppError } from "@shared/errors";
import type { FastifyRequest } from "fastify";
import { routeOf } from "../../http/route";
import { audited, securityEvent } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { challengeFor } from "../two-factor/two-factor.service";
import { findUserById } from "./auth.repository";
import {
  authenticate,
  PASSWORD_RESET_TASK,
  RESET_SENT,
  registerUser,
  resetPassword,
  toMe,
} from "./auth.service";
import { sendVerificationMail } from "./email-verification.service";

const tags = ["auth"];

export async function authRoutes(app: App): Promise<void> {
  // The route's own limit counts per address; this one counts attempts on one account from anywhere.
  const perAccount = app.createRateLimit(
    perMinute(
      app,
      5,
      (request: FastifyRequest) =>
        `login:${String((request.body as { username?: unknown }).username ?? "").toLowerCase()}`,
    ).rateLimit,
  );

  app.route({
    ...routeOf(register, { tags, summary: "Create an account (does not sign in)" }),
    config: perMinute(app, 10),
    handler: async (request, reply) => {
      const user = await registerUser(app.database.db, request.body);
      securityEvent(request, "register", "success", { newUserId: user.id });
      const baseUrl = app.config.publicUrl;
      await sendVerificationMail(app.database.db, app.mailer, user, baseUrl);
      return reply.status(201).send({ id: user.id, username: user.username, fullName: user.fullName });
    },
  });

  app.route({
    ...routeOf(login, {
      tags,
      summary:
        "Sign in; starts a new session, or answers 202 with a challenge when an authenticator code is needed",
    }),
    config: perMinute(app, 10),
    preHandler: async (request, reply) => {
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        // No typed identifier in the log: people type their password into the username field.
        securityEvent(request, "login", "failure", { reason: "account_rate_limited" });
        reply.header("retry-after", String(limit.ttlInSeconds));
        throw new AppError(
          "rate_limited",
          `Too many sign-in attempts for this account. Please wait ${limit.ttlInSeconds} seconds and try again.`,
        );
      }
    },
    handler: async (request, reply) => {
      const { username, password } = request.body;
      const user = await audited(
        request,
        "login",
        () => authenticate(app.database.db, username, password),
        {},
        (u) => ({ userId: u.id }),
      );
      const challenge = await challengeFor(app.database.db, user);
      if (challenge) {
        return reply.status(202).send({
          twoFactorRequired: true,
          challenge,
          message: "Enter the 6-digit code from your authenticator app.",
        });
      }
      await reply.startSession(user.id);
      return toMe(user);
    },
  });

  app.route({
    ...routeOf(logout, { tags, summary: "Sign out: ends this session" }),
    handler: async (request, reply) => {
      if (request.user) securityEvent(request, "logout", "success");
      await reply.endSession();
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(getMe, { tags, summary: "The signed-in person (401 for a visitor)" }),
    onRequest: signedIn,
    handler: async (request) => {
      const user = await findUserById(app.database.db, requireUser(request).id);
      if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
      return toMe(user);
    },
  });

  app.route({
    ...routeOf(requestPasswordReset, {
      tags,
      summary: "Mail a password reset link (same answer whether or not the email is known)",
    }),
    config: perMinute(app, 5),
    handler: async (request) => {
      // The link's address is the configured one, never the request's Host or X-Forwarded-Host.
      await app.queue.enqueue(PASSWORD_RESET_TASK, {
        email: request.body.email,
        baseUrl: app.config.publicUrl,
      });
      securityEvent(request, "password_reset_request", "success");
      return { message: RESET_SENT };
    },
  });

  app.route({
    ...routeOf(confirmPasswordReset, {
      tags,
      summary: "Set a new password with a reset token (once); ends every session",
    }),
    config: perMinute(app, 10),
    handler: async (request) => {
      const { token, password } = request.body;
      await audited(
        request,
        "password_reset",
        () => resetPassword(app.database.db, token, password),
        {},
        (userId) => ({ userId }),
      );
      return { message: "Your password has been reset. Please sign in with your new password." };
    },
  });
}
