import type { WaitlistJoined, WaitlistRequest } from "@shared/schemas/waitlist";
import type { Db } from "../../db/client";
import type { Mailer } from "../../mail/mailer";
import { findEntryByEmail, insertEntryIfNew, positionOf } from "./waitlist.repository";

/** Joins once per email; a second join answers the first entry's position and sends nothing. */
export async function joinWaitlist(db: Db, mailer: Mailer, input: WaitlistRequest): Promise<WaitlistJoined> {
  const phone = input.phoneNumber?.trim() || null;
  const entry = await insertEntryIfNew(db, {
    email: input.email,
    fullName: input.fullName,
    profession: input.profession?.trim() || null,
    interestedCountries: [...new Set(input.interestedCountries)],
    interestedRoles: [...new Set(input.interestedRoles)],
    preferredContactMethod: input.preferredContactMethod,
    phoneNumber: phone,
    referralSource: input.referralSource || null,
  });
  if (!entry) {
    const existing = await findEntryByEmail(db, input.email);
    if (!existing) throw new Error("waitlist entry vanished");
    return { position: await positionOf(db, existing.id), alreadyJoined: true };
  }
  const position = await positionOf(db, entry.id);
  await mailer.send({
    to: entry.email,
    subject: `You're #${position} on the Borderless waitlist`,
    text: [
      `Hi ${entry.fullName},`,
      "",
      `Thanks for joining the Borderless waitlist. You're #${position} in line.`,
      "",
      `Countries you're interested in: ${entry.interestedCountries.join(", ")}`,
      `Roles: ${entry.interestedRoles.join(", ")}`,
      `We'll reach you by ${entry.preferredContactMethod === "phone" ? `phone (${entry.phoneNumber})` : "email"}.`,
      "",
      "Next steps:",
      "1. Explore countries and jobs today — no account needed.",
      "2. Create an account to save jobs and contact referrers.",
      "3. Watch your inbox: we'll invite you as soon as early access opens.",
      "",
      "The Borderless team",
    ].join("\n"),
  });
  return { position, alreadyJoined: false };
}
