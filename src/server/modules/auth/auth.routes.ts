import { AppError } from "@shared/errors";
import { LoginChallengeSchema } from "@shared/schemas/account-security";
import {
  LoginInputSchema,
  MeSchema,
  MessageSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisteredSchema,
  RegisterInputSchema,
} from "@shared/schemas/auth";
import type { FastifyRequest } from "fastify";
import { audited, securityEvent, taskSecurityEvent } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { challengeFor } from "../two-factor/two-factor.service";
import { findUserById } from "./auth.repository";
import {
  authenticate,
  RESET_SENT,
  registerUser,
  requestPasswordReset,
  resetPassword,
  toMe,
} from "./auth.service";
import { sendVerificationMail } from "./email-verification.service";

/** The reset request's work (token, mail) runs in a queued task: known and unknown emails answer alike. */
const PASSWORD_RESET_TASK = "auth.password-reset";

const tags = ["auth"];

export async function authRoutes(app: App): Promise<void> {
  app.queue.handle(PASSWORD_RESET_TASK, async (payload) => {
    const { email, baseUrl } = payload as { email: string; baseUrl: string };
    const userId = await requestPasswordReset(app.database.db, app.mailer, email, baseUrl);
    taskSecurityEvent(app.log, "password_reset_mail", "success", {
      knownAccount: userId !== undefined,
      userId,
    });
  });

  // The route's own limit counts per address; this one counts attempts on one account from anywhere.
  const perAccount = app.createRateLimit(
    perMinute(
      app,
      5,
      (request: FastifyRequest) =>
        `login:${String((request.body as { username?: unknown }).username ?? "").toLowerCase()}`,
    ).rateLimit,
  );

  app.post(
    "/auth/register",
    {
      config: perMinute(app, 10),
      schema: {
        tags,
        summary: "Create an account (does not sign in)",
        body: RegisterInputSchema,
        response: { 201: RegisteredSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.database.db, request.body);
      securityEvent(request, "register", "success", { newUserId: user.id });
      const baseUrl = app.config.publicUrl;
      await sendVerificationMail(app.database.db, app.mailer, user, baseUrl);
      return reply.status(201).send({ id: user.id, username: user.username, fullName: user.fullName });
    },
  );

  app.post(
    "/auth/login",
    {
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
      schema: {
        tags,
        summary:
          "Sign in; starts a new session, or answers 202 with a challenge when an authenticator code is needed",
        body: LoginInputSchema,
        response: { 200: MeSchema, 202: LoginChallengeSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    "/auth/logout",
    { schema: { tags, summary: "Sign out: ends this session" } },
    async (request, reply) => {
      if (request.user) securityEvent(request, "logout", "success");
      await reply.endSession();
      return reply.status(204).send();
    },
  );

  app.get(
    "/auth/me",
    { schema: { tags, summary: "The signed-in person (401 for a visitor)", response: { 200: MeSchema } } },
    async (request) => {
      const user = await findUserById(app.database.db, requireUser(request).id);
      if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
      return toMe(user);
    },
  );

  app.post(
    "/auth/password-reset",
    {
      config: perMinute(app, 5),
      schema: {
        tags,
        summary: "Mail a password reset link (same answer whether or not the email is known)",
        body: PasswordResetRequestSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      // The link's address is the configured one, never the request's Host or X-Forwarded-Host.
      await app.queue.enqueue(PASSWORD_RESET_TASK, {
        email: request.body.email,
        baseUrl: app.config.publicUrl,
      });
      securityEvent(request, "password_reset_request", "success");
      return { message: RESET_SENT };
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      config: perMinute(app, 10),
      schema: {
        tags,
        summary: "Set a new password with a reset token (once); ends every session",
        body: PasswordResetConfirmSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
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
  );
}
