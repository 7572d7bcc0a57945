import { AppError } from "@shared/errors";
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  ProfileSchema,
  SettingsSchema,
  UpdateProfileInputSchema,
  UpdateSettingsInputSchema,
} from "@shared/schemas/account";
import { MessageSchema } from "@shared/schemas/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import { endAllSessions } from "../../plugins/session-store";
import type { App } from "../../types";
import {
  changePassword,
  deleteAccount,
  getProfile,
  getSettings,
  requestEmailChange,
  updateProfile,
  updateSettings,
} from "./account.service";
import { filesRoutes } from "./files.routes";

const tags = ["account"];

/** The signed-in person's profile, settings, password, email, files and account; nobody else's. */
export async function accountRoutes(app: App): Promise<void> {
  // Every route here is personal: a visitor is refused before anything they sent is read.
  app.addHook("onRequest", signedIn);
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

  app.get(
    "/account/profile",
    { schema: { tags, summary: "Profile with the saved-job count", response: { 200: ProfileSchema } } },
    async (request) => getProfile(db, requireUser(request).id),
  );

  app.patch(
    "/account/profile",
    {
      schema: {
        tags,
        summary: "Change full name, profession or skills",
        body: UpdateProfileInputSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => updateProfile(db, requireUser(request).id, request.body),
  );

  app.get(
    "/account/settings",
    { schema: { tags, summary: "The one settings record", response: { 200: SettingsSchema } } },
    async (request) => getSettings(db, requireUser(request).id),
  );

  app.patch(
    "/account/settings",
    {
      schema: {
        tags,
        summary: "Change any of the settings; the rest stay",
        body: UpdateSettingsInputSchema,
        response: { 200: SettingsSchema },
      },
    },
    async (request) => updateSettings(db, requireUser(request).id, request.body),
  );

  app.post(
    "/account/password",
    {
      config: passwordChecked,
      preHandler: accountAllowance,
      schema: {
        tags,
        summary: "Change the password; signs out every other session and renews this one",
        body: ChangePasswordInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await audited(request, "password_change", () =>
        changePassword(db, user.id, currentPassword, newPassword),
      );
      await endAllSessions(db, user.id);
      await reply.startSession(user.id);
      return { message: "Your password has been updated. Other devices have been signed out." };
    },
  );

  app.post(
    "/account/email",
    {
      config: passwordChecked,
      preHandler: accountAllowance,
      schema: {
        tags,
        summary:
          "Ask to change the email (confirmed with the current password): a link goes to the new address, and the email changes when it is used (pendingEmail until then)",
        body: ChangeEmailInputSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return audited(request, "email_change", () =>
        requestEmailChange(db, app.mailer, app.config.publicUrl, user.id, request.body),
      );
    },
  );

  app.delete(
    "/account",
    {
      config: passwordChecked,
      preHandler: accountAllowance,
      schema: {
        tags,
        summary: "Delete the account and everything personal (confirmed with the password)",
        body: DeleteAccountInputSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await audited(request, "account_delete", () =>
        deleteAccount(db, storage, user.id, request.body.password),
      );
      await reply.endSession();
      return reply.status(204).send();
    },
  );

  await app.register(filesRoutes);
}
