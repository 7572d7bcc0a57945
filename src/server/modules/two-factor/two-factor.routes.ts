import { loginSecondFactor } from "@shared/api/auth";
import { disableTwoFactor, enableTwoFactor, getTwoFactor, startTwoFactor } from "@shared/api/two-factor";
import { AppError } from "@shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { routeOf } from "../../http/route";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import { requireUser, signedInRoutes } from "../../plugins/session";
import type { App } from "../../types";
import { toMe } from "../auth/auth.service";
import {
  beginSetup,
  finishChallenge,
  PausedError,
  turnOff,
  turnOn,
  twoFactorStatus,
} from "./two-factor.service";

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

  app.route({
    ...routeOf(loginSecondFactor, {
      tags: ["auth"],
      summary:
        "Second sign-in step: a code from the authenticator app or a recovery code; starts the session",
    }),
    config: perMinute(app, 10),
    preHandler: perChallenge,
    handler: async (request, reply) => {
      const { user } = await audited(
        request,
        "login_second_factor",
        async () => {
          try {
            return await finishChallenge(db, box, app.mailer, request.body.challenge, request.body.code);
          } catch (error) {
            if (error instanceof PausedError) {
              const seconds = Math.max(1, Math.ceil((error.until.getTime() - Date.now()) / 1000));
              reply.header("retry-after", String(seconds));
            }
            throw error;
          }
        },
        {},
        (r) => ({ userId: r.user.id, method: r.method }),
      );
      await reply.startSession(user.id);
      return toMe(user);
    },
  });

  await app.register(async (account: App) => {
    signedInRoutes(account);
    const perAccount = perAccountLimit("two-factor", (request) => requireUser(request).id);

    account.route({
      ...routeOf(getTwoFactor, {
        tags,
        summary: "Whether sign-in asks for an authenticator code, and how many recovery codes are left",
      }),
      handler: async (request) => twoFactorStatus(db, requireUser(request).id),
    });

    account.route({
      ...routeOf(startTwoFactor, {
        tags,
        summary:
          "Start set-up (confirmed with the password): a new secret and its otpauth URI for the QR code (not on until confirmed)",
      }),
      config: perMinute(app, 10),
      preHandler: perAccount,
      handler: async (request) =>
        audited(request, "two_factor_setup", () =>
          beginSetup(db, box, requireUser(request).id, request.body.password),
        ),
    });

    account.route({
      ...routeOf(enableTwoFactor, {
        tags,
        summary:
          "Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once; ends the person's other sessions and mails them",
      }),
      config: perMinute(app, 10),
      preHandler: perAccount,
      handler: async (request) => {
        const user = requireUser(request);
        const recoveryCodes = await audited(request, "two_factor_enable", () =>
          turnOn(db, box, app.mailer, user, {
            code: request.body.code,
            keepIdHash: request.sessionIdHash ?? "",
          }),
        );
        return { recoveryCodes };
      },
    });

    account.route({
      ...routeOf(disableTwoFactor, {
        tags,
        summary: "Turn two-factor sign-in off (confirmed with the password); mails the person",
      }),
      config: perMinute(app, 10),
      preHandler: perAccount,
      handler: async (request) => {
        const user = requireUser(request);
        await audited(request, "two_factor_disable", () =>
          turnOff(db, app.mailer, user.id, request.body.password),
        );
        return { enabled: false, recoveryCodesLeft: 0 };
      },
    });
  });
}
