import { z } from "zod";

/** The signed token of a mailed unsubscribe link (it is the whole proof: no sign-in needed). */
export const UnsubscribeTokenSchema = z
  .string()
  .min(1, "The unsubscribe link has no token")
  .max(400, "The unsubscribe link's token is too long");

export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema });
export const UnsubscribeInputSchema = z.object({ token: UnsubscribeTokenSchema });
export const UnsubscribeUndoInputSchema = z.object({ token: UnsubscribeTokenSchema });

/** What a link turns off and whether it is off now. */
export const UnsubscribeStateSchema = z.object({
  /** "Job alerts for “Remote React”", "Job alert mails", … */
  what: z.string(),
  off: z.boolean(),
  /** Where that mail's setting is changed ('/account' for a saved search, else '/settings'). */
  settingsPath: z.enum(["/account?tab=searches", "/settings"]),
});
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;

export const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid: it may have been cut short when it was copied. Open it from the mail again, or sign in and change your mail settings under Settings.";
