import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerificationTokens, users } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { linkTokenIn } from "../../test/mailed-link";
import { ALREADY_VERIFIED, VERIFIED, VERIFY_INVALID, VERIFY_SENT } from "./email-verification.service";

describe("email verification", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).json();
  const login = (username: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: "amber-harbour-71" },
    });

  it("mails a link at sign-up; the link confirms the address once, without signing in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Vera Verify",
        username: "vera",
        email: "Vera@Example.test",
        password: "amber-harbour-71",
      },
    });
    expect(res.statusCode).toBe(201);
    await t.runTasks();
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe("Vera@Example.test");
    expect(mail?.subject).toBe("Confirm your email address for Borderless");

    const cookie = `borderless_session=${(await login("vera")).cookies.find((c) => c.name === "borderless_session")?.value}`;
    expect((await me(cookie)).emailVerified).toBe(false);

    const token = linkTokenIn(mail?.text ?? "", "/verify-email");
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: VERIFIED });
    expect((await me(cookie)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(VERIFY_INVALID);
  });

  it("refuses a made-up, expired or superseded link with a readable message", async () => {
    expect((await verify("made-up")).json()).toMatchObject({ code: "bad_request", message: VERIFY_INVALID });
    expect((await verify("")).statusCode).toBe(400);

    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const resend = () =>
      t.app.inject({ method: "POST", url: "/api/auth/verify-email/resend", headers: { cookie } });
    expect((await resend()).json()).toEqual({ message: VERIFY_SENT });
    await t.runTasks();
    const older = linkTokenIn(t.mails.at(-1)?.text ?? "", "/verify-email");
    await resend();
    await t.runTasks();
    const newer = linkTokenIn(t.mails.at(-1)?.text ?? "", "/verify-email");
    expect((await verify(older)).statusCode).toBe(400);

    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.id));
    expect((await verify(newer)).statusCode).toBe(400);
    expect((await me(cookie)).emailVerified).toBe(false);
  });

  it("a link mailed to an address the account no longer has confirms nothing", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    await t.app.inject({ method: "POST", url: "/api/auth/verify-email/resend", headers: { cookie } });
    await t.runTasks();
    const token = linkTokenIn(t.mails.at(-1)?.text ?? "", "/verify-email");
    await t.db
      .update(users)
      .set({ email: `moved-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await me(cookie)).emailVerified).toBe(false);
  });

  it("a new address is verified by the link that confirms the change; a change of case keeps the state", async () => {
    const user = await seedUser(t.db, { email: "case@example.test" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const change = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/email",
        headers: { cookie },
        payload: { email, currentPassword: "password123" },
      });
    expect((await change("CASE@example.test")).statusCode).toBe(200);
    expect((await me(cookie)).emailVerified).toBe(true);

    // An unconfirmed account moves to a new address: the link mailed there proves it.
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    expect((await change("elsewhere@example.test")).statusCode).toBe(200);
    await t.runTasks();
    const link = t.mails.filter((m) => m.to === "elsewhere@example.test").at(-1)?.text ?? "";
    const token = link.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect((await me(cookie)).emailVerified).toBe(false);
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/account/email/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    await t.runTasks();
    expect(await me(cookie)).toMatchObject({ email: "elsewhere@example.test", emailVerified: true });
  });

  it("resend needs a session, and mails nothing to a verified address", async () => {
    const visitor = await t.app.inject({ method: "POST", url: "/api/auth/verify-email/resend" });
    expect(visitor.statusCode).toBe(401);

    const user = await seedUser(t.db);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const before = t.mails.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-email/resend",
      headers: { cookie },
    });
    expect(res.json()).toEqual({ message: ALREADY_VERIFIED });
    await t.runTasks();
    expect(t.mails.length).toBe(before);
  });
});
