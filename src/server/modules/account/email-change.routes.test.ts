import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChanges, users } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { RESET_INVALID } from "../auth/auth.service";
import { EMAIL_CHANGE_INVALID } from "./account.service";

const LINK = /^http:\/\/localhost:3000\/confirm-email#token=([A-Za-z0-9_-]+)$/m;

describe("changing the email: the new address confirms, the old one is told", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn() {
    const user = await seedUser(t.db);
    return { user, cookie: await sessionCookie(t.app, t.db, user.id) };
  }

  function askToChange(cookie: string, email: string, currentPassword = "password123") {
    return t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email, currentPassword },
    });
  }

  function confirm(token: string) {
    return t.app.inject({ method: "POST", url: "/api/account/email/confirm", payload: { token } });
  }

  /** Delivers what is queued, then answers the mail to this address. */
  const mailsTo = async (to: string) => {
    await t.runTasks();
    return t.mails.filter((m) => m.to === to);
  };
  const tokenIn = (text: string | undefined) => text?.match(LINK)?.[1] ?? "";

  async function profileOf(cookie: string) {
    return (await t.app.inject({ url: "/api/account/profile", headers: { cookie } })).json();
  }

  it("keeps the old email until the link mailed to the new address is used, then tells the old address", async () => {
    const { user, cookie } = await signedIn();
    const asked = await askToChange(cookie, "Moved.Person@example.test");
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: user.email, pendingEmail: "Moved.Person@example.test" });
    expect(await profileOf(cookie)).toMatchObject({
      email: user.email,
      pendingEmail: "Moved.Person@example.test",
    });
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).json().email).toBe(user.email);

    const [confirmation] = await mailsTo("Moved.Person@example.test");
    expect(confirmation?.subject).toBe("Confirm your new Borderless email address");
    const token = tokenIn(confirmation?.text);
    expect(token).not.toBe("");
    expect(await mailsTo(user.email)).toEqual([]);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe("Your email is now Moved.Person@example.test.");
    expect(await profileOf(cookie)).toMatchObject({ email: "Moved.Person@example.test", pendingEmail: null });

    const notices = await mailsTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe("Your Borderless email address was changed");
    expect(notices[0]?.text).toContain("M•••@example.test");
    // Nothing in it that would let a reader act on the account.
    expect(notices[0]?.text).not.toContain(token);
    expect(notices[0]?.text).not.toMatch(/token=|https?:\/\//);

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_CHANGE_INVALID);
  });

  it("only the newest link works, and a made-up, empty or expired one is refused readably", async () => {
    const { user, cookie } = await signedIn();
    await askToChange(cookie, "first.try@example.test");
    const older = tokenIn((await mailsTo("first.try@example.test")).at(-1)?.text);
    await askToChange(cookie, "second.try@example.test");
    const newer = tokenIn((await mailsTo("second.try@example.test")).at(-1)?.text);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm("made-up")).json().message).toBe(EMAIL_CHANGE_INVALID);
    const empty = await confirm("");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("This confirmation link is incomplete");

    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect(await profileOf(cookie)).toMatchObject({ email: user.email, pendingEmail: null });
    const expired = await confirm(newer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(EMAIL_CHANGE_INVALID);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it("answers 409 when someone else took the address before the link was used", async () => {
    const { user, cookie } = await signedIn();
    await askToChange(cookie, "contested@example.test");
    const token = tokenIn((await mailsTo("contested@example.test")).at(-1)?.text);
    await seedUser(t.db, { email: "CONTESTED@example.test" });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect((await profileOf(cookie)).email).toBe(user.email);
  });

  it("a change of letter case only is the same mailbox: it applies at once", async () => {
    const { user, cookie } = await signedIn();
    const res = await askToChange(cookie, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email.toUpperCase(), pendingEmail: null });
  });

  it("drops a password-reset link mailed before the change", async () => {
    const { user, cookie } = await signedIn();
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: user.email } });
    await t.runTasks();
    const reset = t.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    await askToChange(cookie, `new.${user.email}`);
    expect((await confirm(tokenIn((await mailsTo(`new.${user.email}`)).at(-1)?.text))).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: reset, password: "stolen-pass", confirmPassword: "stolen-pass" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID);
  });

  it("drops a pending change when the password is changed or reset (a thief's change does not outlive it)", async () => {
    const { user, cookie } = await signedIn();
    await askToChange(cookie, `thief.${user.email}`);
    const byPasswordChange = tokenIn((await mailsTo(`thief.${user.email}`)).at(-1)?.text);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "password123",
        newPassword: "owner-pass-2",
        confirmPassword: "owner-pass-2",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(byPasswordChange)).statusCode).toBe(400);

    const other = await signedIn();
    await askToChange(other.cookie, `thief.${other.user.email}`);
    const byReset = tokenIn((await mailsTo(`thief.${other.user.email}`)).at(-1)?.text);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: other.user.email },
    });
    await t.runTasks();
    const reset = t.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    const done = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: reset, password: "owner-pass-3", confirmPassword: "owner-pass-3" },
    });
    expect(done.statusCode).toBe(200);
    expect((await confirm(byReset)).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.email).toBe(other.user.email);
  });
});
