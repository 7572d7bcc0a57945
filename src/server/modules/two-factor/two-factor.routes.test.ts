import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoveryCodes, twoFactor } from "../../db/schema/two-factor";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp,
  });
}

describe("two-factor sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

  /** A person with two-factor sign-in on: their secret and recovery codes. */
  async function withTwoFactor() {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const setup = await post("/api/account/two-factor/setup", { password: "password123" }, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    const enable = await post("/api/account/two-factor/enable", { code: codeFor(secret) }, cookie);
    expect(enable.statusCode).toBe(200);
    return { user, cookie, secret, otpauthUri, recovery: enable.json().recoveryCodes as string[] };
  }

  async function passwordStep(username: string) {
    const res = await post("/api/auth/login", { username, password: "password123" });
    return res;
  }

  it("turns on after a code from the app confirms it: ten recovery codes once, the secret sealed at rest", async () => {
    const { user, cookie, secret, otpauthUri, recovery } = await withTwoFactor();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Borderless:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);

    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(row?.sealedSecret).not.toContain(secret);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(recovery[0]);

    const status = await t.app.inject({ url: "/api/account/two-factor", headers: { cookie } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const again = await post("/api/account/two-factor/setup", { password: "password123" }, cookie);
    expect(again.statusCode).toBe(409);
  });

  it("does not turn on with a wrong code, and says so under the field", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const { secret } = (
      await post("/api/account/two-factor/setup", { password: "password123" }, cookie)
    ).json();
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
    const res = await post("/api/account/two-factor/enable", { code: wrong }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.code[0]).toMatch(/code is not right/);
    const bad = await post("/api/account/two-factor/enable", { code: "12ab" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Enter the 6-digit code from your authenticator app");
    const status = await t.app.inject({ url: "/api/account/two-factor", headers: { cookie } });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it("asks for the code after the password, and signs in only with it", async () => {
    const { user, secret } = await withTwoFactor();
    const first = await passwordStep(user.username);
    expect(first.statusCode).toBe(202);
    expect(first.cookies.find((c) => c.name === "borderless_session")).toBeUndefined();
    const { challenge, twoFactorRequired } = first.json();
    expect(twoFactorRequired).toBe(true);

    const wrong = await post("/api/auth/login/2fa", { challenge, code: "000000" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fieldErrors.code[0]).toMatch(/code is not right/);

    // The code used to turn it on was for this 30 seconds; the next step's code is a fresh one.
    const next = codeFor(secret, Date.now() + 30_000);
    const ok = await post("/api/auth/login/2fa", { challenge, code: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: user.username });
    const cookie = ok.cookies.find((c) => c.name === "borderless_session");
    expect(cookie).toBeDefined();
    const me = await t.app.inject({
      url: "/api/auth/me",
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);

    // A challenge works once, and the same code does not work twice.
    expect((await post("/api/auth/login/2fa", { challenge, code: next })).statusCode).toBe(401);
    const second = (await passwordStep(user.username)).json().challenge;
    const replay = await post("/api/auth/login/2fa", { challenge: second, code: next });
    expect(replay.statusCode).toBe(401);
  });

  it("takes a recovery code once", async () => {
    const { user, recovery, cookie } = await withTwoFactor();
    const code = recovery[3] ?? "";
    const challenge = (await passwordStep(user.username)).json().challenge;
    const ok = await post("/api/auth/login/2fa", { challenge, code: code.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = (await passwordStep(user.username)).json().challenge;
    expect((await post("/api/auth/login/2fa", { challenge: again, code })).statusCode).toBe(401);
    const status = await t.app.inject({ url: "/api/account/two-factor", headers: { cookie } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it("ends a challenge after five wrong codes", async () => {
    const { user, secret } = await withTwoFactor();
    const challenge = (await passwordStep(user.username)).json().challenge;
    for (let i = 0; i < 5; i += 1) {
      expect((await post("/api/auth/login/2fa", { challenge, code: "000000" })).statusCode).toBe(401);
    }
    const late = await post("/api/auth/login/2fa", { challenge, code: codeFor(secret, Date.now() + 30_000) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/sign in again/);
  });

  it("still asks for the code after a password reset: the reset does not bypass it", async () => {
    const { user } = await withTwoFactor();
    await post("/api/auth/password-reset", { email: user.email });
    await t.runTasks();
    const token = t.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    const reset = await post("/api/auth/password-reset/confirm", {
      token,
      password: "after-reset-lantern-3",
      confirmPassword: "after-reset-lantern-3",
    });
    expect(reset.statusCode).toBe(200);
    const login = await post("/api/auth/login", {
      username: user.username,
      password: "after-reset-lantern-3",
    });
    expect(login.statusCode).toBe(202);
    expect(login.cookies.find((c) => c.name === "borderless_session")).toBeUndefined();
  });

  it("refuses a made-up challenge", async () => {
    const res = await post("/api/auth/login/2fa", { challenge: "made-up", code: "123456" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign in again/);
  });

  it("turns off only with the password; then the password alone signs in", async () => {
    const { user, cookie } = await withTwoFactor();
    const wrong = await post("/api/account/two-factor/disable", { password: "not-it-at-all" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: ["Password is incorrect"] });
    expect((await passwordStep(user.username)).statusCode).toBe(202);
    const off = await post("/api/account/two-factor/disable", { password: "password123" }, cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(user.username)).statusCode).toBe(200);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
  });

  it("refuses a visitor on the settings routes", async () => {
    expect((await t.app.inject({ url: "/api/account/two-factor" })).statusCode).toBe(401);
    expect((await post("/api/account/two-factor/setup", { password: "password123" })).statusCode).toBe(401);
  });

  it("starts set-up only with the password: a stolen session alone cannot turn it on", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const none = await post("/api/account/two-factor/setup", {}, cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Enter your password to continue");
    const wrong = await post("/api/account/two-factor/setup", { password: "stolen-session-guess" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: "Password is incorrect",
      fieldErrors: { password: ["Password is incorrect"] },
    });
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toEqual([]);
  });

  it("turning it on signs every other device out and tells the owner; turning it off tells them too", async () => {
    const user = await seedUser(t.db);
    const here = await sessionCookie(t.app, t.db, user.id);
    const elsewhere = await sessionCookie(t.app, t.db, user.id);
    const { secret } = (
      await post("/api/account/two-factor/setup", { password: "password123" }, here)
    ).json();
    expect((await post("/api/account/two-factor/enable", { code: codeFor(secret) }, here)).statusCode).toBe(
      200,
    );
    const me = (cookie: string) => t.app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await t.runTasks();
    const on = t.mails.filter((m) => m.to === user.email).at(-1);
    expect(on?.subject).toBe("Two-factor sign-in was turned on for your Borderless account");
    expect(on?.text).toContain("Every other signed-in device was signed out.");

    expect(
      (await post("/api/account/two-factor/disable", { password: "password123" }, here)).statusCode,
    ).toBe(200);
    await t.runTasks();
    expect(t.mails.filter((m) => m.to === user.email).at(-1)?.subject).toBe(
      "Two-factor sign-in was turned off for your Borderless account",
    );
  });
});
