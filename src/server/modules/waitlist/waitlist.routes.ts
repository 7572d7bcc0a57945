import {
  WaitlistConfirmedSchema,
  WaitlistConfirmInputSchema,
  WaitlistInputSchema,
  WaitlistJoinedSchema,
} from "@shared/schemas/waitlist";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { confirmWaitlistEntry, EXPIRE_TASK, expireWaitlistEntry, joinWaitlist } from "./waitlist.service";

export async function waitlistRoutes(app: App): Promise<void> {
  app.queue.handle(EXPIRE_TASK, async (payload) => {
    await expireWaitlistEntry(app.database.db, (payload as { entryId: number }).entryId);
  });

  app.post(
    "/waitlist",
    {
      config: perMinute(app, 5),
      schema: {
        tags: ["waitlist"],
        summary: "Join the waitlist (once per email); answers the queue position and mails a link to confirm",
        body: WaitlistInputSchema,
        response: { 200: WaitlistJoinedSchema },
      },
    },
    async (request) => {
      const baseUrl = app.config.publicUrl;
      return joinWaitlist(app.database.db, app.mailer, app.queue, request.body, baseUrl);
    },
  );

  app.post(
    "/waitlist/confirm",
    {
      config: perMinute(app, 10),
      schema: {
        tags: ["waitlist"],
        summary: "Confirm a waitlist entry with the token of the mailed link (double opt-in)",
        body: WaitlistConfirmInputSchema,
        response: { 200: WaitlistConfirmedSchema },
      },
    },
    async (request) => confirmWaitlistEntry(app.database.db, request.body.token),
  );
}
