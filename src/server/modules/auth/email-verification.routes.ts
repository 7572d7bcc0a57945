import { resendVerification, verifyEmail } from "@shared/api/auth";
import { routeOf } from "../../http/route";
import { audited, securityEvent } from "../../plugins/logging";
import { perMinute, personOrAddressKey } from "../../plugins/rate-limit";
import { requireUser, signedIn } from "../../plugins/session";
import type { App } from "../../types";
import { findUserById } from "./auth.repository";
import {
  ALREADY_VERIFIED,
  verifyEmail as confirmEmailAddress,
  sendVerificationMail,
  VERIFIED,
  VERIFY_SENT,
} from "./email-verification.service";

const tags = ["auth"];

export async function emailVerificationRoutes(app: App): Promise<void> {
  app.route({
    ...routeOf(verifyEmail, {
      tags,
      summary: "Confirm an email address with the token of the mailed link (once; no sign-in needed)",
    }),
    config: perMinute(app, 10),
    handler: async (request) => {
      await audited(
        request,
        "email_verify",
        () => confirmEmailAddress(app.database.db, request.body.token),
        {},
        (userId) => ({ userId }),
      );
      return { message: VERIFIED };
    },
  });

  app.route({
    ...routeOf(resendVerification, {
      tags,
      summary: "Mail the signed-in person a new link to confirm their email address",
    }),
    config: perMinute(app, 3, personOrAddressKey),
    onRequest: signedIn,
    handler: async (request) => {
      const user = await findUserById(app.database.db, requireUser(request).id);
      if (!user || user.emailVerifiedAt) return { message: ALREADY_VERIFIED };
      const baseUrl = app.config.publicUrl;
      await sendVerificationMail(app.database.db, app.mailer, user, baseUrl);
      securityEvent(request, "email_verification_request", "success");
      return { message: VERIFY_SENT };
    },
  });
}
