import { randomBytes } from "node:crypto";
import { AppError } from "@shared/errors";
import type { WaitlistConfirmed, WaitlistJoined, WaitlistRequest } from "@shared/schemas/waitlist";
import type { Db } from "../../db/types";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import { hashToken } from "../../plugins/session-store";
import type { Queue } from "../../queue/queue";
import {
  confirmEntry,
  deleteUnconfirmedEntry,
  findEntryByEmail,
  insertEntryIfNew,
  positionOf,
} from "./waitlist.repository";

/** An entry not confirmed within this time is deleted, and never written to again. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EXPIRE_TASK = "waitlist.expire";
export const CONFIRMED = "Your place on the waitlist is confirmed. We'll write when early access opens.";
export const CONFIRM_INVALID =
  "This confirmation link is invalid, was used already or has expired. You can join the waitlist again.";

/**
 * Joins once per email and answers the position at once. The one mail asks the address's owner to
 * confirm (double opt-in) and carries nothing typed into the form, so nobody can send a stranger a
 * message through it; an entry left unconfirmed is deleted after seven days by a queued task.
 */
export async function joinWaitlist(
  db: Db,
  mailer: Mailer,
  queue: Queue,
  input: WaitlistRequest,
  baseUrl: string,
): Promise<WaitlistJoined> {
  const token = randomBytes(32).toString("base64url");
  const joined = await insertEntryIfNew(db, {
    email: input.email,
    fullName: input.fullName,
    profession: input.profession?.trim() || null,
    interestedCountries: [...new Set(input.interestedCountries)],
    interestedRoles: [...new Set(input.interestedRoles)],
    preferredContactMethod: input.preferredContactMethod,
    phoneNumber: input.phoneNumber?.trim() || null,
    referralSource: input.referralSource || null,
    confirmTokenHash: hashToken(token),
  });
  if (!joined) {
    const existing = await findEntryByEmail(db, input.email);
    if (!existing) throw new Error("waitlist entry vanished");
    return { position: await positionOf(db, existing.id), alreadyJoined: true };
  }
  const { row: entry, position } = joined;
  const expiresAt = new Date(entry.createdAt.getTime() + CONFIRM_TTL_MS);
  const link = `${baseUrl.replace(/\/+$/, "")}/waitlist/confirm#token=${encodeURIComponent(token)}`;
  const mail = await renderMail({
    subject: "Confirm your place on the Borderless waitlist",
    heading: "Confirm your place on the waitlist",
    paragraphs: [
      "Hello,",
      `Someone, hopefully you, put this address on the Borderless waitlist, at #${position} in line.`,
      "Please confirm it within seven days by opening this link:",
    ],
    action: { label: "Confirm my place", url: link },
    closing: [
      "If it was not you, ignore this mail: the entry is deleted in seven days and we will not write again.",
      "The Borderless team",
    ],
    footer: { reason: "You get this because this address was put on the Borderless waitlist." },
  });
  await mailer.send({ to: entry.email, ...mail, expiresAt });
  await queue.enqueue(EXPIRE_TASK, { entryId: entry.id }, { runAt: expiresAt });
  return { position, alreadyJoined: false };
}

export async function confirmWaitlistEntry(db: Db, token: string): Promise<WaitlistConfirmed> {
  const now = new Date();
  const entry = await confirmEntry(db, hashToken(token), new Date(now.getTime() - CONFIRM_TTL_MS), now);
  if (!entry) throw new AppError("bad_request", CONFIRM_INVALID);
  return { message: CONFIRMED, position: await positionOf(db, entry.id) };
}

export async function expireWaitlistEntry(db: Db, entryId: number): Promise<void> {
  await deleteUnconfirmedEntry(db, entryId);
}
