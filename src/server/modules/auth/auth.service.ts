import { randomBytes } from "node:crypto";
import { AppError } from "@shared/errors";
import { type Me, normalizeSkills, type RegisterInput } from "@shared/schemas/auth";
import type { UserRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import { endAllSessions, hashToken } from "../../plugins/session-store";
import {
  consumeResetToken,
  deleteEmailChange,
  findUserByEmail,
  findUserByResetToken,
  findUserByUsername,
  insertUser,
  replaceResetToken,
  setPasswordHash,
} from "./auth.repository";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import { assertPasswordQuality } from "./password-quality";

export const USERNAME_TAKEN = "That username is already taken. Please choose another.";
export const EMAIL_TAKEN = "An account with this email already exists. Try signing in instead.";
export const BAD_CREDENTIALS = "Invalid username or password";
/** The reset request's work (token, mail) runs in a queued task: known and unknown emails answer alike. */
export const PASSWORD_RESET_TASK = "auth.password-reset";
export const RESET_SENT =
  "If an account exists for that email, we have sent a link to reset the password. Check your inbox.";
export const RESET_INVALID = "This reset link is invalid or has expired. Please request a new one.";
const RESET_TTL_MS = 60 * 60 * 1000;

export function toMe(row: UserRow): Me {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    profession: row.profession,
    skills: row.skills,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Which unique index a write ran into, if any (both drivers surface Postgres' 23505). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505") {
      if (typeof constraint === "string") return constraint;
      return typeof message === "string" ? message : "unique";
    }
  }
  return null;
}

export function conflictFor(constraint: string): AppError {
  if (constraint.includes("email")) return new AppError("conflict", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  return new AppError("conflict", USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
}

export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
  assertPasswordQuality(input.password, input, "password");
  if (await findUserByUsername(db, input.username)) {
    throw new AppError("conflict", USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
  }
  if (await findUserByEmail(db, input.email)) {
    throw new AppError("conflict", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const profession = input.profession?.trim() || null;
  try {
    return await insertUser(db, {
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      profession,
      skills: normalizeSkills(input.skills ?? []),
      passwordHash: await hashPassword(input.password),
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint) throw conflictFor(constraint);
    throw error;
  }
}

/** The user for these credentials; an unknown name costs as long as a wrong password. */
export async function authenticate(db: Db, username: string, password: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user) {
    await burnPasswordCheck(password);
    throw new AppError("unauthorized", BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("unauthorized", BAD_CREDENTIALS);
  }
  return user;
}

/**
 * Mails a single-use link valid for an hour when the email belongs to someone; silent otherwise.
 * Answers whose account it was (for the log only: the client's answer never says).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  baseUrl: string,
): Promise<number | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_TTL_MS);
  await replaceResetToken(db, user.id, hashToken(token), expiresAt);
  const link = `${baseUrl.replace(/\/+$/, "")}/reset-password#token=${encodeURIComponent(token)}`;
  const mail = await renderMail({
    subject: "Reset your Borderless password",
    heading: "Reset your password",
    paragraphs: [
      `Hi ${user.fullName},`,
      "Someone (hopefully you) asked to reset the password of your Borderless account.",
      "Open this link within one hour to choose a new password:",
    ],
    action: { label: "Choose a new password", url: link },
    closing: [
      "The link works once. If you did not ask for this, you can ignore this mail: your password stays as it is.",
    ],
    footer: {
      reason: "You get this because a password reset was asked for the Borderless account with this address.",
    },
  });
  await mailer.send({ to: user.email, ...mail, expiresAt });
  return user.id;
}

/** Sets the new password if the token is good, once, and signs the person out everywhere; answers who. */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  const tokenHash = hashToken(token);
  // The token first: a made-up one costs a lookup, not a password hash (seconds of CPU in a burst).
  // Read without using it up: a refused password leaves the link working for a better one.
  const owner = await findUserByResetToken(db, tokenHash, new Date());
  if (!owner) throw new AppError("bad_request", RESET_INVALID);
  assertPasswordQuality(password, owner, "password");
  const passwordHash = await hashPassword(password);
  // Used up only now, in one statement: a hash turned away (503) leaves the link working.
  const userId = await consumeResetToken(db, tokenHash, new Date());
  if (userId === undefined) throw new AppError("bad_request", RESET_INVALID);
  await setPasswordHash(db, userId, passwordHash);
  await endAllSessions(db, userId);
  // An email change someone began with a stolen session must not outlive the reset.
  await deleteEmailChange(db, userId);
  return userId;
}
