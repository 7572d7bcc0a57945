import { randomBytes } from "node:crypto";
import { AppError } from "@shared/errors";
import type { UserRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import { hashToken } from "../../plugins/session-store";
import { refreshVerification } from "../employer/company-verification";
import { consumeVerificationToken, replaceVerificationToken } from "./email-verification.repository";

export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
export const VERIFY_SENT = "We have sent a new confirmation link to your email address. Check your inbox.";
export const ALREADY_VERIFIED = "Your email address is already confirmed.";
export const VERIFIED = "Thank you: your email address is confirmed.";
export const VERIFY_INVALID =
  "This confirmation link is invalid or has expired. Sign in and ask for a new one from the banner at the top of the page.";

/** Queues a mail with a single-use link, valid for two days, proving `user.email` is theirs. */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  user: Pick<UserRow, "id" | "email" | "fullName">,
  baseUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + VERIFY_TTL_MS);
  await replaceVerificationToken(db, user.id, user.email, hashToken(token), expiresAt);
  const link = `${baseUrl.replace(/\/+$/, "")}/verify-email#token=${encodeURIComponent(token)}`;
  const mail = await renderMail({
    subject: "Confirm your email address for Borderless",
    heading: "Confirm your email address",
    paragraphs: [
      `Hi ${user.fullName},`,
      "Please confirm that this is your email address by opening this link within two days:",
    ],
    action: { label: "Confirm my email address", url: link },
    closing: [
      "Until then we send you nothing but sign-in help. If you did not create a Borderless account, you can ignore this mail.",
    ],
    footer: { reason: "You get this because a Borderless account was created with this address." },
  });
  await mailer.send({ to: user.email, ...mail, expiresAt });
}

/** Uses the token up; answers whose address is now verified. Pages at its domain become verified. */
export async function verifyEmail(db: Db, token: string): Promise<number> {
  const userId = await consumeVerificationToken(db, hashToken(token), new Date());
  if (userId === undefined) throw new AppError("bad_request", VERIFY_INVALID);
  await refreshVerification(db, { userId });
  return userId;
}
