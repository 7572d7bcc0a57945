import { ConfirmEmailInputSchema } from "@shared/schemas/account";
import { MessageSchema } from "@shared/schemas/auth";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { confirmEmailChange } from "./account.service";

/**
 * The link mailed to a new address. It needs no session: the token (256 bits, single use, a day)
 * is the proof, and the person may open the mail on another device.
 */
export async function emailChangeRoutes(app: App): Promise<void> {
  app.post(
    "/account/email/confirm",
    {
      config: perMinute(app, 10),
      schema: {
        tags: ["account"],
        summary: "Confirm a new email with the token mailed to it (once); the account's email then changes",
        body: ConfirmEmailInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { email } = await audited(
        request,
        "email_change_confirm",
        () => confirmEmailChange(app.database.db, app.mailer, request.body.token),
        {},
        ({ userId }) => ({ userId }),
      );
      return { message: `Your email is now ${email}.` };
    },
  );
}
