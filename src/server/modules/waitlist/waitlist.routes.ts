import { confirmWaitlist, joinWaitlist } from "@shared/api/waitlist";
import { routeOf } from "../../http/route";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import * as service from "./waitlist.service";

export async function waitlistRoutes(app: App): Promise<void> {
  app.route({
    ...routeOf(joinWaitlist, {
      tags: ["waitlist"],
      summary: "Join the waitlist (once per email); answers the queue position and mails a link to confirm",
    }),
    config: perMinute(app, 5),
    handler: async (request) => {
      const baseUrl = app.config.publicUrl;
      return service.joinWaitlist(app.database.db, app.mailer, app.queue, request.body, baseUrl);
    },
  });

  app.route({
    ...routeOf(confirmWaitlist, {
      tags: ["waitlist"],
      summary: "Confirm a waitlist entry with the token of the mailed link (double opt-in)",
    }),
    config: perMinute(app, 10),
    handler: async (request) => service.confirmWaitlistEntry(app.database.db, request.body.token),
  });
}
