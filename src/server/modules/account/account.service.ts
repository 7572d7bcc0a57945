import { randomBytes } from "node:crypto";
import { AppError } from "@shared/errors";
import {
  type ChangeEmailInput,
  DEFAULT_SETTINGS,
  type Profile,
  type Settings,
  type UpdateProfileInput,
  type UpdateSettingsInput,
} from "@shared/schemas/account";
import { normalizeSkills } from "@shared/schemas/auth";
import type { UserRow, UserSettingsRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import { hashToken } from "../../plugins/session-store";
import type { FileStorage } from "../../storage/file-storage";
import {
  deleteEmailChange,
  deleteResetTokens,
  findPendingEmail,
  findUserByEmail,
  findUserById,
  replaceEmailChange,
  setPasswordHash,
  takeEmailChange,
} from "../auth/auth.repository";
import { conflictFor, EMAIL_TAKEN, uniqueViolation } from "../auth/auth.service";
import { hashPassword, verifyPassword } from "../auth/password";
import { assertPasswordQuality } from "../auth/password-quality";
import { refreshVerification } from "../employer/company-verification";
import { currentRates } from "../pay/exchange-rates.service";
import {
  countSavedJobs,
  deleteUser,
  findSettings,
  listFiles,
  updateUser,
  upsertSettings,
} from "./account.repository";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const WRONG_PASSWORD = "Password is incorrect";
export const EMAIL_CHANGE_INVALID =
  "This confirmation link is invalid or has expired. Please change your email again in Settings.";
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  return user;
}

async function toProfile(db: Db, user: UserRow): Promise<Profile> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    profession: user.profession,
    skills: user.skills,
    savedJobCount: await countSavedJobs(db, user.id),
    memberSince: user.createdAt.toISOString(),
    pendingEmail: (await findPendingEmail(db, user.id, new Date())) ?? null,
  };
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  return toProfile(db, await currentUser(db, userId));
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<Profile> {
  const values: Parameters<typeof updateUser>[2] = {};
  if (input.fullName !== undefined) values.fullName = input.fullName;
  if (input.profession !== undefined) values.profession = input.profession || null;
  if (input.skills !== undefined) values.skills = normalizeSkills(input.skills);
  const user = await updateUser(db, userId, values);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  return toProfile(db, user);
}

function toSettings(row: UserSettingsRow | undefined): Settings {
  if (!row) return { ...DEFAULT_SETTINGS };
  const pick = <T extends string>(value: string, options: readonly T[], fallback: T): T =>
    (options as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    jobAlerts: pick(row.jobAlerts, ["Daily", "Weekly", "Never"], DEFAULT_SETTINGS.jobAlerts),
    countryInfo: pick(row.countryInfo, ["Immediate", "Weekly", "Never"], DEFAULT_SETTINGS.countryInfo),
    emailNotifications: row.emailNotifications,
    newJobMatches: row.newJobMatches,
    referralUpdates: row.referralUpdates,
    theme: pick(row.theme, ["light", "dark", "system"], DEFAULT_SETTINGS.theme),
    compactView: row.compactView,
    preferredJobTitle: row.preferredJobTitle,
    preferredLocation: row.preferredLocation,
    visaSponsorshipRequired: row.visaSponsorshipRequired,
    timeZone: row.timeZone,
    alertHour: row.alertHour,
    payCurrency: row.payCurrency ?? null,
  };
}

export async function getSettings(db: Db, userId: number): Promise<Settings> {
  return toSettings(await findSettings(db, userId));
}

export async function updateSettings(db: Db, userId: number, input: UpdateSettingsInput): Promise<Settings> {
  if (input.payCurrency) {
    const rates = await currentRates(db);
    if (!rates.byCurrency.has(input.payCurrency)) {
      const message = `We hold no exchange rate for ${input.payCurrency}; choose a currency from the list`;
      throw new AppError("validation", message, { payCurrency: [message] });
    }
  }
  return toSettings(await upsertSettings(db, userId, input));
}

async function checkPassword(user: UserRow, password: string, field: string, message: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("validation", message, { [field]: [message] });
  }
}

export async function changePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await currentUser(db, userId);
  await checkPassword(user, currentPassword, "currentPassword", WRONG_CURRENT_PASSWORD);
  assertPasswordQuality(newPassword, user, "newPassword");
  await setPasswordHash(db, userId, await hashPassword(newPassword));
  // Links mailed before the change must not undo it (a reset) or finish what a thief began (an email).
  await deleteResetTokens(db, userId);
  await deleteEmailChange(db, userId);
}

/**
 * Asks to change the email: checks the password and that no one else has the address, then mails
 * a link to the new address. The account keeps its email until that link is used
 * (confirmEmailChange); a change of letter case only is the same mailbox and applies at once.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  userId: number,
  input: ChangeEmailInput,
): Promise<Profile> {
  const user = await currentUser(db, userId);
  await checkPassword(user, input.currentPassword, "currentPassword", WRONG_CURRENT_PASSWORD);
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) throw new AppError("conflict", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    await deleteEmailChange(db, userId);
    return toProfile(db, (await updateUser(db, userId, { email: input.email })) ?? user);
  }
  const token = randomBytes(32).toString("base64url");
  await replaceEmailChange(db, {
    userId,
    newEmail: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  const mail = await renderMail({
    subject: "Confirm your new Borderless email address",
    heading: "Confirm your new email address",
    paragraphs: [
      `Hi ${user.fullName},`,
      "Someone (hopefully you) asked to use this address for a Borderless account.",
      "Open this link within 24 hours to confirm it; until then the account keeps its current email:",
    ],
    action: {
      label: "Confirm this address",
      url: `${publicUrl}/confirm-email#token=${encodeURIComponent(token)}`,
    },
    closing: ["The link works once. If you did not ask for this, ignore this mail: nothing changes."],
    footer: {
      reason: "You get this because this address was entered as the new email of a Borderless account.",
    },
  });
  await mailer.send({ to: input.email, ...mail });
  return toProfile(db, user);
}

/** "ada@example.com" → "a•••@example.com": enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Uses a mailed confirmation link: the account's email becomes the new address, outstanding
 * password-reset links stop working, and the old address is told (the mail carries no link or
 * secret). Answers the person's id and their new email.
 */
export async function confirmEmailChange(
  db: Db,
  mailer: Mailer,
  token: string,
): Promise<{ userId: number; email: string }> {
  const change = await takeEmailChange(db, hashToken(token), new Date());
  if (!change) throw new AppError("bad_request", EMAIL_CHANGE_INVALID);
  const user = await findUserById(db, change.userId);
  if (!user) throw new AppError("bad_request", EMAIL_CHANGE_INVALID);
  const owner = await findUserByEmail(db, change.newEmail);
  if (owner && owner.id !== user.id) throw new AppError("conflict", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  try {
    // The mailed link proves the new address is its owner's.
    await updateUser(db, user.id, { email: change.newEmail, emailVerifiedAt: new Date() });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint) throw conflictFor(constraint);
    throw error;
  }
  await deleteResetTokens(db, user.id);
  // The pages this person manages are verified by the new address, or no longer by the old one.
  await refreshVerification(db, { userId: user.id });
  const notice = await renderMail({
    subject: "Your Borderless email address was changed",
    heading: "Your email address was changed",
    paragraphs: [
      `Hi ${user.fullName},`,
      `The email address of your Borderless account (${user.username}) was changed to ${maskEmail(change.newEmail)}.`,
      "Mail about the account, password reset links included, now goes there, not to this address.",
      "If this was you, there is nothing to do. If it was not, someone may be using your account: write to us from this address (see Contact on the Borderless site) and we will help you get it back.",
    ],
    footer: { reason: "You get this because this address was the email of a Borderless account until now." },
  });
  await mailer.send({ to: user.email, ...notice });
  return { userId: user.id, email: change.newEmail };
}

/** Removes the person, everything of theirs and their files; their sent messages stay for the other party. */
export async function deleteAccount(
  db: Db,
  storage: FileStorage,
  userId: number,
  password: string,
): Promise<void> {
  const user = await currentUser(db, userId);
  await checkPassword(user, password, "password", WRONG_PASSWORD);
  const files = await listFiles(db, userId);
  const pending = await findPendingEmail(db, userId, new Date(0));
  await deleteUser(db, userId, pending ? [user.email, pending] : [user.email]);
  for (const file of files) await storage.delete(file.storageKey);
}
