import { createHash, randomBytes, randomInt } from "node:crypto";
import { AppError } from "@shared/errors";
import type { TwoFactorSetup, TwoFactorStatus } from "@shared/schemas/account-security";
import { TWO_FACTOR_MESSAGES } from "@shared/schemas/account-security";
import { Secret, TOTP } from "otpauth";
import type { UserRow } from "../../db/schema/people";
import type { Db } from "../../db/types";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import type { SecretBox } from "../../plugins/secret-box";
import { hashToken } from "../../plugins/session-store";
import { findUserById } from "../auth/auth.repository";
import { verifyPassword } from "../auth/password";
import { deleteOtherSessions } from "../sessions/sessions.repository";
import {
  claimStep,
  clearWrongCodes,
  countUnusedRecoveryCodes,
  deleteChallenge,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  insertChallenge,
  isEnabled,
  recordWrongCode,
  savePendingSecret,
  spendRecoveryCode,
  tryChallenge,
} from "./two-factor.repository";

export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_STARTED = "Start the set-up again: scan the new QR code, then enter its code.";
export const CHALLENGE_OVER = "This sign-in has expired or had too many wrong codes. Please sign in again.";
export const WRONG_PASSWORD = "Password is incorrect";
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Wrong codes an account may take at the second step, across attempts and addresses, within a day,
 * before the step pauses: for 15 minutes, doubling with each pause after, up to a day. With five
 * sign-ins a minute from many addresses a guesser once had about 25 codes a minute; now about ten a
 * quarter of an hour at first, and fewer after.
 */
export const WRONG_CODE_LIMIT = 10;
const WRONG_CODES = {
  limit: WRONG_CODE_LIMIT,
  windowMs: 24 * 60 * 60 * 1000,
  firstPauseMs: 15 * 60 * 1000,
  maxPauseMs: 24 * 60 * 60 * 1000,
};

/** The second step is paused for the account; the answer says until when (and Retry-After). */
export class PausedError extends AppError {
  readonly until: Date;
  constructor(until: Date) {
    super(
      "rate_limited",
      `Too many wrong codes for this account: signing in with a code is paused until ${until.toISOString().slice(11, 16)} UTC. If you did not try to sign in, change your password.`,
    );
    this.until = until;
  }
}
export const CHALLENGE_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code is read off paper. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: "Borderless",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a code belongs to, allowing one step of clock drift either way; or null. */
function matchingStep(totp: TOTP, code: string, now: number): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: 30, timestamp: now }) + delta;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/**
 * 24 symbols of 31: 118 bits, above the 112 that lets a plain SHA-256 store it (ASVS V6.5.2), so a
 * code is found by its hash without a slow, salted hash per stored code. Shown in groups of four.
 */
function newRecoveryCode(): string {
  let text = "";
  for (let i = 0; i < 24; i += 1) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return text.match(/.{4}/g)?.join("-") ?? text;
}

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, userId);
  if (!isEnabled(row)) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId) };
}

/** The person's own password, checked as turning off and other account changes check it. */
async function checkPassword(db: Db, userId: number, password: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("validation", WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  return user;
}

/**
 * Set-up as the settings page starts it: the password first, so a stolen session alone cannot put
 * its own app between the owner and sign-in.
 */
export async function beginSetup(
  db: Db,
  box: SecretBox,
  userId: number,
  password: string,
): Promise<TwoFactorSetup> {
  return startSetup(db, box, await checkPassword(db, userId, password));
}

/** A new secret, kept sealed until its first code confirms that the app has it. */
export async function startSetup(
  db: Db,
  box: SecretBox,
  user: { id: number; username: string },
): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 });
  if (!(await savePendingSecret(db, user.id, box.seal(secret.base32))))
    throw new AppError("conflict", ALREADY_ON);
  return { secret: secret.base32, otpauthUri: totpFor(secret.base32, user.username).toString() };
}

function openSecret(box: SecretBox, sealed: string): string {
  const secret = box.open(sealed);
  // SESSION_SECRET changed since set-up: the stored secret cannot be read, so no code can match.
  if (secret === null) throw new AppError("bad_request", NOT_STARTED);
  return secret;
}

/**
 * Two-factor sign-in turned on from the settings page: once the app's code confirms it, every other
 * session of the person ends (one that stole in cannot stay) and they are told by mail. Answers the
 * recovery codes, shown once.
 */
export async function turnOn(
  db: Db,
  box: SecretBox,
  mailer: Mailer,
  user: { id: number; username: string; email: string; fullName: string },
  from: { code: string; keepIdHash: string },
): Promise<string[]> {
  const codes = await confirmSetup(db, box, user, from.code);
  await deleteOtherSessions(db, user.id, from.keepIdHash);
  await mailChange(mailer, user, "on");
  return codes;
}

/** Turns two-factor sign-in on once a code from the app matches; answers the recovery codes. */
export async function confirmSetup(
  db: Db,
  box: SecretBox,
  user: { id: number; username: string },
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const row = await findTwoFactor(db, user.id);
  if (isEnabled(row)) throw new AppError("conflict", ALREADY_ON);
  if (!row) throw new AppError("bad_request", NOT_STARTED);
  const step = matchingStep(totpFor(openSecret(box, row.sealedSecret), user.username), code, now);
  if (step === null || !(await claimStep(db, user.id, step))) {
    throw new AppError("validation", TWO_FACTOR_MESSAGES.wrongCode, {
      code: [TWO_FACTOR_MESSAGES.wrongCode],
    });
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await enableTwoFactor(db, user.id, codes.map(hashRecoveryCode));
  return codes;
}

export async function turnOff(db: Db, mailer: Mailer, userId: number, password: string): Promise<void> {
  const user = await checkPassword(db, userId, password);
  await disableTwoFactor(db, userId);
  await mailChange(mailer, user, "off");
}

/** Tells the owner, at their address, that two-factor sign-in was turned on or off, or paused. */
async function mailChange(
  mailer: Mailer,
  user: { username: string; email: string; fullName: string },
  change: "on" | "off" | { pausedUntil: Date },
): Promise<void> {
  const notYou =
    "If this was not you, someone knows your password: sign in, change it under Settings, and end your other sessions there.";
  const content =
    change === "on"
      ? {
          subject: "Two-factor sign-in was turned on for your Borderless account",
          heading: "Two-factor sign-in is on",
          paragraphs: [
            `Hi ${user.fullName},`,
            `Signing in to your Borderless account (${user.username}) now asks for a code from an authenticator app as well as your password. Every other signed-in device was signed out.`,
            notYou,
          ],
        }
      : change === "off"
        ? {
            subject: "Two-factor sign-in was turned off for your Borderless account",
            heading: "Two-factor sign-in is off",
            paragraphs: [
              `Hi ${user.fullName},`,
              `Signing in to your Borderless account (${user.username}) now needs only your password; your recovery codes no longer work.`,
              notYou,
            ],
          }
        : {
            subject: "Too many wrong sign-in codes for your Borderless account",
            heading: "Sign-in codes are paused",
            paragraphs: [
              `Hi ${user.fullName},`,
              `Someone signed in to your Borderless account (${user.username}) with your password, then entered ${WRONG_CODE_LIMIT} wrong authenticator or recovery codes. Signing in with a code is paused until ${change.pausedUntil.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
              "If this was not you, someone knows your password: change it now under Settings (you can still sign in with a right code once the pause ends).",
            ],
          };
  const mail = await renderMail({
    ...content,
    footer: { reason: "You get this because it concerns how your Borderless account is signed in to." },
  });
  await mailer.send({ to: user.email, ...mail });
}

/** After a correct password: the token for the second step when the person has two-factor sign-in on. */
export async function challengeFor(db: Db, user: UserRow): Promise<string | null> {
  if (!isEnabled(await findTwoFactor(db, user.id))) return null;
  const token = randomBytes(32).toString("base64url");
  await insertChallenge(db, hashToken(token), user.id, new Date(Date.now() + CHALLENGE_TTL_MS));
  return token;
}

/**
 * Finishes a sign-in with a code from the app or an unused recovery code; answers the person and
 * which kind of code it was. Every try counts; the challenge ends on success or after the last try.
 */
export async function finishChallenge(
  db: Db,
  box: SecretBox,
  mailer: Mailer,
  challenge: string,
  code: string,
  now = Date.now(),
): Promise<{ user: UserRow; method: "totp" | "recovery_code" }> {
  const idHash = hashToken(challenge);
  const userId = await tryChallenge(db, idHash, CHALLENGE_ATTEMPTS, new Date(now));
  if (userId === undefined) throw new AppError("unauthorized", CHALLENGE_OVER);
  const [user, row] = await Promise.all([findUserById(db, userId), findTwoFactor(db, userId)]);
  if (!user || !isEnabled(row)) {
    await deleteChallenge(db, idHash);
    throw new AppError("unauthorized", CHALLENGE_OVER);
  }
  // While paused, no code is even looked at: a right guess would tell the guesser as much.
  if (row.pausedUntil && row.pausedUntil.getTime() > now) throw new PausedError(row.pausedUntil);
  let method: "totp" | "recovery_code" | null = null;
  const digits = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(totpFor(openSecret(box, row.sealedSecret), user.username), digits, now);
    if (step !== null && (await claimStep(db, userId, step))) method = "totp";
  } else if (await spendRecoveryCode(db, userId, hashRecoveryCode(code))) {
    method = "recovery_code";
  }
  if (!method) {
    const pausedUntil = await recordWrongCode(db, userId, new Date(now), WRONG_CODES);
    if (pausedUntil) {
      await mailChange(mailer, user, { pausedUntil });
      throw new PausedError(pausedUntil);
    }
    throw new AppError("unauthorized", TWO_FACTOR_MESSAGES.wrongCode, {
      code: [TWO_FACTOR_MESSAGES.wrongCode],
    });
  }
  await clearWrongCodes(db, userId);
  await deleteChallenge(db, idHash);
  return { user, method };
}
