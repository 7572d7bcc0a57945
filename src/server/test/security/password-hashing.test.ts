import { availableParallelism } from "node:os";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../app";

/**
 * Password hashing (argon2id, 19 MiB each) is the costliest thing a visitor can make the server
 * do. However many sign-ins arrive at once, at most 2 × the CPU count are hashed together; a short
 * queue waits for them and the rest are told to come back (503 + Retry-After), so a flood of
 * logins cannot take every core and the memory with it (OWASP ASVS 5.0 V2.4.1, V15.2.2).
 */

const argon = vi.hoisted(() => ({ running: 0, peak: 0, held: undefined as Promise<void> | undefined }));

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  // Each check of a password waits while `held` is set, so a burst of requests is in the server at
  // the same time. (Hashing is not held: the one hash that sign-ins of unknown names share is made
  // by the first of them, and the others wait for it.)
  async function counted<T>(work: () => Promise<T>, hold: boolean): Promise<T> {
    argon.running += 1;
    argon.peak = Math.max(argon.peak, argon.running);
    try {
      if (hold) await argon.held;
      return await work();
    } finally {
      argon.running -= 1;
    }
  }
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => counted(() => actual.hash(...args), false),
    verify: (...args: Parameters<typeof actual.verify>) => counted(() => actual.verify(...args), true),
  };
});

const CAP = Math.max(2, 2 * availableParallelism());
const BURST = 150;

describe("password hashing under a burst of sign-ins", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The rate limits are not what is measured here.
    t = await createTestApp({ config: { rateLimitScale: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`hashes at most ${CAP} passwords at once and turns the overflow away with 503 and Retry-After`, async () => {
    argon.peak = 0;
    let release = () => {};
    argon.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = 0;
    const requests = Array.from({ length: BURST }, (_, i) =>
      t.app
        .inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: `198.51.100.${(i % 250) + 1}`,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ username: `nobody${i}`, password: "wrong-password" }),
        })
        .finally(() => {
          answered += 1;
        }),
    );
    // The burst is in: as many hashes as may run at once are held, and the overflow is turned away.
    await vi.waitFor(
      () => {
        expect(argon.running).toBe(CAP);
        expect(answered).toBeGreaterThan(0);
      },
      { timeout: 20_000 },
    );
    argon.held = undefined;
    release();
    const answers = await Promise.all(requests);
    const statuses = answers.map((a) => a.statusCode);
    expect(argon.peak).toBeLessThanOrEqual(CAP);
    // The cap is used, not just never exceeded.
    expect(argon.peak).toBe(CAP);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(CAP);

    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({
        code: "unavailable",
        message: expect.stringMatching(/too many .*passwords.*try again in a few seconds/i),
      });
    }

    // Once the burst has passed, sign-in works again.
    const after = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "198.51.100.251",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "nobody-later", password: "wrong-password" }),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe("password reset confirmations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("check the token before hashing: a burst of made-up tokens hashes nothing and is never turned away busy", async () => {
    argon.peak = 0;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/password-reset/confirm",
          remoteAddress: `203.0.113.${(i % 250) + 1}`,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({
            token: `made-up-${i}`,
            password: "new-pass-1",
            confirmPassword: "new-pass-1",
          }),
        }),
      ),
    );
    expect(argon.peak).toBe(0);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/reset link is invalid or has expired/);
    }
  });
});
