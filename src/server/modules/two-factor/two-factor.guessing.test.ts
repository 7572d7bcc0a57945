import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactor } from "../../db/schema/two-factor";
import { createTestApp, seedUser, type TestApp } from "../../test/app";
import { enableTwoFactorFor, totpCode } from "../../test/two-factor";

/**
 * Someone who has the password guesses authenticator codes, signing in again and again from a new
 * address each time, so that no per-address or per-minute limit stops them. The account's own
 * count of wrong codes does.
 */
describe("guessing authenticator codes from many addresses", () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    // Behind one proxy, each request names its own address; the per-account limits stay as they are.
    t = await createTestApp({ config: { trustProxy: 1, rateLimitScale: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const fromNewAddress = () => ({ "x-forwarded-for": `203.0.113.${++address}` });
  const WRONG = "000000";

  it("pauses the code step after ten wrong codes, for 15 minutes, then 30; tells the owner; a right code during a pause is refused", async () => {
    const user = await seedUser(t.db, { password: "guessed-password-1" });
    const { secret } = await enableTwoFactorFor(t, user);
    const signIn = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: fromNewAddress(),
        payload: { username: user.username, password: "guessed-password-1" },
      });
      expect(res.statusCode).toBe(202);
      return res.json().challenge as string;
    };
    const enter = (challenge: string, code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login/2fa",
        headers: fromNewAddress(),
        payload: { challenge, code },
      });
    const row = async () => (await t.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id)))[0];
    const endPause = () =>
      t.db
        .update(twoFactor)
        .set({ pausedUntil: new Date(Date.now() - 1000) })
        .where(eq(twoFactor.userId, user.id));

    // Nine wrong codes over two sign-ins: each refused as wrong.
    const first = await signIn();
    for (let i = 0; i < 5; i += 1) expect((await enter(first, WRONG)).statusCode).toBe(401);
    const second = await signIn();
    for (let i = 0; i < 4; i += 1) expect((await enter(second, WRONG)).statusCode).toBe(401);
    // The tenth pauses the step for the account.
    const tenth = await enter(second, WRONG);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toMatch(
      /^Too many wrong codes for this account: signing in with a code is paused until \d\d:\d\d UTC/,
    );
    expect(Number(tenth.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(tenth.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    await t.runTasks();
    const mail = t.mails.filter((m) => m.to === user.email).at(-1);
    expect(mail?.subject).toBe("Too many wrong sign-in codes for your Borderless account");
    expect(mail?.text).toContain("entered 10 wrong authenticator or recovery codes");

    // Even the right code, from yet another address and sign-in, is not looked at during the pause.
    const right = totpCode(secret, Date.now() + 30_000);
    const during = await enter(await signIn(), right);
    expect(during.statusCode).toBe(429);

    // After the pause, ten more wrong codes pause it twice as long.
    await endPause();
    const third = await signIn();
    for (let i = 0; i < 5; i += 1) expect((await enter(third, WRONG)).statusCode).toBe(401);
    const fourth = await signIn();
    for (let i = 0; i < 4; i += 1) expect((await enter(fourth, WRONG)).statusCode).toBe(401);
    expect((await enter(fourth, WRONG)).statusCode).toBe(429);
    const minutes = (((await row())?.pausedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    // Once it ends, the right code signs in and the count starts over.
    await endPause();
    const ok = await enter(await signIn(), right);
    expect(ok.statusCode).toBe(200);
    expect(await row()).toMatchObject({ wrongCodes: 0, pauses: 0, pausedUntil: null });
  });
});
