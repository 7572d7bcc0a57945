import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "@shared/errors";

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = {
  // 2 = Argon2id (a const enum in the typings).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Every hash costs a core for tens of milliseconds and 19 MiB: this many run at once in the
 * process, a short queue waits for them, and anything beyond is turned away rather than left to
 * take every core and the memory (a burst of sign-ins, register or password-change requests).
 */
const HASHING_SLOTS = Math.max(2, 2 * availableParallelism());
const HASHING_QUEUE = 8 * HASHING_SLOTS;
const HASHING_BUSY = "Too many passwords are being checked right now. Please try again in a few seconds.";

let hashing = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASHING_SLOTS) {
    hashing += 1;
  } else {
    // 503, with Retry-After from the error handler: the server is busy, not the request wrong.
    if (waiting.length >= HASHING_QUEUE) throw new AppError("unavailable", HASHING_BUSY);
    // A finishing hash hands its slot straight to the next in line.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown username costs as long as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-0000").catch((error: unknown) => {
    // Turned away while busy: the next caller makes it.
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
}
