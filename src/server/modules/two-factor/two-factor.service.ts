import { createHash, randomBytes, randomInt } from "node:crypto";
import { AppError } from "@shared/errors";
import type { TwoFactorSetup, TwoFactorStatus } from "@shared/schemas/account-security";
import { TWO_FACTOR_MESSAGES } from "@shared/schemas/account-security";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/people";
import type { SecretBox } from "../../plugins/secret-box";
import { hashToken } from "../../plugins/session-store";
import { findUserById } from "../auth/auth.repository";
import { verifyPassword } from "../auth/password";
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteChallenge,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  insertChallenge,
  isEnabled,
  savePendingSecret,
  spendRecoveryCode,
  tryChallenge,
} from "./two-factor.repository";

export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_STARTED = "Start the set-up again: scan the new QR code, then enter its code.";
export const CHALLENGE_OVER = "This sign-in has expired or had too many wrong codes. Please sign in again.";
export const WRONG_PASSWORD = "Password is incorrect";
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
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

/** Turns two-factor sign-in on once a code from the app matches; answers the recovery codes, shown once. */
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

export async function turnOff(db: Db, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("validation", WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  await disableTwoFactor(db, userId);
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
  let method: "totp" | "recovery_code" | null = null;
  const digits = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(totpFor(openSecret(box, row.sealedSecret), user.username), digits, now);
    if (step !== null && (await claimStep(db, userId, step))) method = "totp";
  } else if (await spendRecoveryCode(db, userId, hashRecoveryCode(code))) {
    method = "recovery_code";
  }
  if (!method) {
    throw new AppError("unauthorized", TWO_FACTOR_MESSAGES.wrongCode, {
      code: [TWO_FACTOR_MESSAGES.wrongCode],
    });
  }
  await deleteChallenge(db, idHash);
  return { user, method };
}
