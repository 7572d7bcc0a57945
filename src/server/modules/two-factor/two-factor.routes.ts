import { AppError } from "@shared/errors";
import {
  LoginSecondFactorInputSchema,
  RecoveryCodesSchema,
  TwoFactorDisableInputSchema,
  TwoFactorEnableInputSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "@shared/schemas/account-security";
import { MeSchema } from "@shared/schemas/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { toMe } from "../auth/auth.service";
import { confirmSetup, finishChallenge, startSetup, turnOff, twoFactorStatus } from "./two-factor.service";

const tags = ["account"];

/** Sign-in with an authenticator app (TOTP, RFC 6238): set-up, the second sign-in step, turning off. */
export async function twoFactorRoutes(app: App): Promise<void> {
  const db = app.database.db;
  const box = app.secretBox;

  function perAccountLimit(prefix: string, key: (request: FastifyRequest) => string | number) {
    const limit = app.createRateLimit(perMinute(app, 5, (request) => `${prefix}:${key(request)}`).rateLimit);
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const answer = await limit(request);
      if (!answer.isAllowed && answer.isExceeded) {
        reply.header("retry-after", String(answer.ttlInSeconds));
        throw new AppError(
          "rate_limited",
          `Too many attempts for this account. Please wait ${answer.ttlInSeconds} seconds and try again.`,
        );
      }
    };
  }

  // Counted per sign-in attempt's token as well as per address: the token names one account.
  const perChallenge = perAccountLimit("login-2fa", (request) =>
    String((request.body as { challenge?: unknown }).challenge ?? "").slice(0, 200),
  );

  app.post(
    "/auth/login/2fa",
    {
      config: perMinute(app, 10),
      preHandler: perChallenge,
      schema: {
        tags: ["auth"],
        summary:
          "Second sign-in step: a code from the authenticator app or a recovery code; starts the session",
        body: LoginSecondFactorInputSchema,
        response: { 200: MeSchema },
      },
    },
    async (request, reply) => {
      const { user } = await audited(
        request,
        "login_second_factor",
        () => finishChallenge(db, box, request.body.challenge, request.body.code),
        {},
        (r) => ({ userId: r.user.id, method: r.method }),
      );
      await reply.startSession(user.id);
      return toMe(user);
    },
  );

  await app.register(async (account: App) => {
    account.addHook("onRequest", signedIn);
    const perAccount = perAccountLimit("two-factor", (request) => requireUser(request).id);

    account.get(
      "/account/two-factor",
      {
        schema: {
          tags,
          summary: "Whether sign-in asks for an authenticator code, and how many recovery codes are left",
          response: { 200: TwoFactorStatusSchema },
        },
      },
      async (request) => twoFactorStatus(db, requireUser(request).id),
    );

    account.post(
      "/account/two-factor/setup",
      {
        config: perMinute(app, 10),
        schema: {
          tags,
          summary: "Start set-up: a new secret and its otpauth URI for the QR code (not on until confirmed)",
          response: { 200: TwoFactorSetupSchema },
        },
      },
      async (request) => startSetup(db, box, requireUser(request)),
    );

    account.post(
      "/account/two-factor/enable",
      {
        config: perMinute(app, 10),
        preHandler: perAccount,
        schema: {
          tags,
          summary: "Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once",
          body: TwoFactorEnableInputSchema,
          response: { 200: RecoveryCodesSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const recoveryCodes = await audited(request, "two_factor_enable", () =>
          confirmSetup(db, box, user, request.body.code),
        );
        return { recoveryCodes };
      },
    );

    account.post(
      "/account/two-factor/disable",
      {
        config: perMinute(app, 10),
        preHandler: perAccount,
        schema: {
          tags,
          summary: "Turn two-factor sign-in off (confirmed with the password)",
          body: TwoFactorDisableInputSchema,
          response: { 200: TwoFactorStatusSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await audited(request, "two_factor_disable", () => turnOff(db, user.id, request.body.password));
        return { enabled: false, recoveryCodesLeft: 0 };
      },
    );
  });
}
