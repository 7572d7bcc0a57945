import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { passwordResetTokens } from "../../db/schema/people";
import { queuedTasks } from "../../db/schema/queue";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { linkTokenIn } from "../../test/mailed-link";
import { RESET_INVALID, RESET_SENT } from "./auth.service";

describe("forgot password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
  /** The request, then the queued work the server's worker would do right after it. */
  async function requestReset(email: string) {
    const res = await ask(email);
    await t.runTasks();
    return res;
  }

  it("answers the same whether or not the email belongs to someone, and mails only the owner", async () => {
    const user = await seedUser(t.db, { email: "Grace@Example.test" });
    const before = t.mails.length;
    const known = await ask("grace@example.test");
    const unknown = await ask("nobody@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_SENT });
    expect(unknown.json()).toEqual(known.json());
    // Both answered before any mail or token existed: each request only queued the same kind of task.
    expect(t.mails.length).toBe(before);
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
    const tasks = await t.db.select().from(queuedTasks);
    expect(tasks.map((task) => task.kind)).toEqual(["auth.password-reset", "auth.password-reset"]);

    // Then the queue delivers the one mail there is to send.
    await t.runTasks();
    expect(await t.db.select().from(queuedTasks)).toEqual([]);
    expect(t.mails.length).toBe(before + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toMatch(/Reset your Borderless password/);
    expect(mail?.text).toMatch(/one hour/);
  });

  it("sets a new password once with the mailed link and ends every session", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    await requestReset(user.email);
    const token = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");

    const confirm = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token, password, confirmPassword: password },
      });
    const first = await confirm("brand-new-pass");
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/password has been reset/);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: user.username, password },
      });
    expect((await login("brand-new-pass")).statusCode).toBe(200);
    expect((await login("password123")).statusCode).toBe(401);

    const again = await confirm("another-pass");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_INVALID);
    expect((await login("brand-new-pass")).statusCode).toBe(200);
  });

  it("honours only the newest link", async () => {
    const user = await seedUser(t.db);
    await requestReset(user.email);
    const older = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");
    await requestReset(user.email);
    const newer = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");
    const use = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token, password: "abcdef-lantern", confirmPassword: "abcdef-lantern" },
      });
    expect((await use(older)).statusCode).toBe(400);
    expect((await use(newer)).statusCode).toBe(200);
  });

  it("drops an outstanding link when the password is changed", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    await requestReset(user.email);
    const token = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "password123",
        newPassword: "changed-pass",
        confirmPassword: "changed-pass",
      },
    });
    expect(changed.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: "attacker-pass", confirmPassword: "attacker-pass" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: "changed-pass" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a made-up token, and new passwords that do not match or are short", async () => {
    const bogus = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: "made-up", password: "abcdef-lantern", confirmPassword: "abcdef-lantern" },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(RESET_INVALID);

    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: "made-up", password: "abcdef-lantern", confirmPassword: "abcdef-lantern2" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords do not match");

    const short = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: "made-up", password: "abc", confirmPassword: "abc" },
    });
    expect(short.json().message).toBe("Password must be at least 6 characters");
  });

  it("refuses an expired link", async () => {
    const user = await seedUser(t.db);
    await requestReset(user.email);
    const token = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: "abcdef-lantern", confirmPassword: "abcdef-lantern" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID);
  });

  it("checks the email's shape", async () => {
    const res = await requestReset("nope");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter a valid email address");
  });
});

describe("forgot password rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("allows 5 requests a minute from one address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { email: `x${i}@example.test` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("reset links come from PUBLIC_URL, never from the request", () => {
  /** The app with the address settings a server started with `env` has. */
  async function appWith(env: Record<string, string>): Promise<TestApp> {
    const { publicUrl, publicHostOnly, trustProxy } = loadConfig(env);
    return createTestApp({ config: { rateLimitScale: 100, publicUrl, publicHostOnly, trustProxy } });
  }

  async function linkMailed(t: TestApp, headers: Record<string, string>) {
    const user = await seedUser(t.db);
    const before = t.mails.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      headers,
      payload: { email: user.email },
    });
    await t.runTasks();
    return { res, mail: t.mails.length > before ? t.mails.at(-1) : undefined };
  }

  it("without PUBLIC_URL, links point at http://localhost:PORT whatever a proxy says the host was", async () => {
    const t = await appWith({ TRUST_PROXY: "127.0.0.1", PORT: "3000" });
    try {
      for (const headers of [
        { "x-forwarded-host": "localhost:9999", "x-forwarded-proto": "https" },
        { host: "127.0.0.1:8080" },
      ] as Record<string, string>[]) {
        const { res, mail } = await linkMailed(t, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/reset-password#token=[A-Za-z0-9_-]+$/m);
      }
      // A name that is not this machine's is not answered at all.
      const { res, mail } = await linkMailed(t, { "x-forwarded-host": "evil.example" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("This server does not answer for that host name.");
      expect(mail).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("with PUBLIC_URL, links point at it, and a request naming another host is refused, mailing nothing", async () => {
    const t = await appWith({ TRUST_PROXY: "127.0.0.1", PUBLIC_URL: "https://jobs.example/" });
    try {
      for (const headers of [
        { host: "jobs.example" },
        { "x-forwarded-host": "JOBS.example:443", "x-forwarded-proto": "https" },
        // The machine itself (a health check, a proxy on the same host) may use localhost.
        { host: "localhost:3000" },
      ] as Record<string, string>[]) {
        const { res, mail } = await linkMailed(t, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(mail?.text).toMatch(/^https:\/\/jobs\.example\/reset-password#token=[A-Za-z0-9_-]+$/m);
      }
      for (const headers of [
        { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
        { host: "evil.example" },
        { host: "jobs.example.evil.example" },
      ] as Record<string, string>[]) {
        const { res, mail } = await linkMailed(t, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(400);
        expect(res.json().message).toBe("This server does not answer for that host name.");
        expect(mail, JSON.stringify(headers)).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
