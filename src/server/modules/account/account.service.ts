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
import type { Db } from "../../db/client";
import type { UserRow, UserSettingsRow } from "../../db/schema/people";
import type { FileStorage } from "../../storage/file-storage";
import { findUserByEmail, findUserById, setPasswordHash } from "../auth/auth.repository";
import { conflictFor, EMAIL_TAKEN, uniqueViolation } from "../auth/auth.service";
import { hashPassword, verifyPassword } from "../auth/password";
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
  };
}

export async function getSettings(db: Db, userId: number): Promise<Settings> {
  return toSettings(await findSettings(db, userId));
}

export async function updateSettings(db: Db, userId: number, input: UpdateSettingsInput): Promise<Settings> {
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
  await setPasswordHash(db, userId, await hashPassword(newPassword));
}

export async function changeEmail(db: Db, userId: number, input: ChangeEmailInput): Promise<Profile> {
  const user = await currentUser(db, userId);
  await checkPassword(user, input.currentPassword, "currentPassword", WRONG_CURRENT_PASSWORD);
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) throw new AppError("conflict", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  try {
    // A new address is unverified until its owner opens a link mailed to it.
    const changed = user.email.toLowerCase() !== input.email.toLowerCase();
    const updated = await updateUser(db, userId, {
      email: input.email,
      ...(changed ? { emailVerifiedAt: null } : {}),
    });
    if (!updated) throw new AppError("unauthorized", "Please sign in to continue.");
    return toProfile(db, updated);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint) throw conflictFor(constraint);
    throw error;
  }
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
  await deleteUser(db, userId);
  for (const file of files) await storage.delete(file.storageKey);
}
