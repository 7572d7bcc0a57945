import { Secret, TOTP } from "otpauth";
import { findUserById } from "../modules/auth/auth.repository";
import { challengeFor, confirmSetup, startSetup } from "../modules/two-factor/two-factor.service";
import type { TestApp } from "./app";

/** The authenticator app's code for the secret at a moment (now by default). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp,
  });
}

/** Turns two-factor sign-in on for a stored person, as the settings page does; answers the secret and codes. */
export async function enableTwoFactorFor(
  t: Pick<TestApp, "app" | "db">,
  user: { id: number; username: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await startSetup(t.db, t.app.secretBox, user);
  const recoveryCodes = await confirmSetup(t.db, t.app.secretBox, user, totpCode(secret));
  return { secret, recoveryCodes };
}

/** A person with two-factor sign-in on, half-way through signing in: the challenge and a code that finishes it. */
export async function pendingSecondFactor(
  t: Pick<TestApp, "app" | "db">,
  user: { id: number; username: string },
): Promise<{ challenge: string; code: string; secret: string; recoveryCodes: string[] }> {
  const { secret, recoveryCodes } = await enableTwoFactorFor(t, user);
  const row = await findUserById(t.db, user.id);
  if (!row) throw new Error("no such user");
  const challenge = await challengeFor(t.db, row);
  if (!challenge) throw new Error("no challenge");
  // The set-up used this 30 seconds' code; the next step's code is fresh.
  return { challenge, code: totpCode(secret, Date.now() + 30_000), secret, recoveryCodes };
}
