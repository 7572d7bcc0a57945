import { confirmEmailChange } from "@shared/api/account";
import { routeOf } from "../../http/route";
import { audited } from "../../plugins/logging";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import * as service from "./account.service";

/**
 * The link mailed to a new address. It needs no session: the token (256 bits, single use, a day)
 * is the proof, and the person may open the mail on another device.
 */
export async function emailChangeRoutes(app: App): Promise<void> {
  app.route({
    ...routeOf(confirmEmailChange, {
      tags: ["account"],
      summary: "Confirm a new email with the token mailed to it (once); the account's email then changes",
    }),
    config: perMinute(app, 10),
    handler: async (request) => {
      const { email } = await audited(
        request,
        "email_change_confirm",
        () => service.confirmEmailChange(app.database.db, app.mailer, request.body.token),
        {},
        ({ userId }) => ({ userId }),
      );
      return { message: `Your email is now ${email}.` };
    },
  });
}
