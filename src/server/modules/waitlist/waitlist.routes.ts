import { WaitlistInputSchema, WaitlistJoinedSchema } from "@shared/schemas/waitlist";
import { perMinute } from "../../plugins/rate-limit";
import type { App } from "../../types";
import { joinWaitlist } from "./waitlist.service";

export async function waitlistRoutes(app: App): Promise<void> {
  app.post(
    "/waitlist",
    {
      config: perMinute(app, 5),
      schema: {
        tags: ["waitlist"],
        summary: "Join the waitlist (once per email); answers the queue position",
        body: WaitlistInputSchema,
        response: { 200: WaitlistJoinedSchema },
      },
    },
    async (request) => joinWaitlist(app.database.db, app.mailer, request.body),
  );
}
