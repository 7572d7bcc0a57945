import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../test/app";
import { redactUrl } from "./logging";

interface LogLine {
  level: number;
  msg: string;
  time: number;
  reqId?: string;
  userId?: number;
  security?: string;
  outcome?: string;
  [key: string]: unknown;
}

const WARN = 40;

describe("security logging", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const raw: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info", rateLimitScale: 100 },
      logStream: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });

  const events = (name: string) => lines.filter((l) => l.security === name);

  it("logs failed and successful sign-ins with who and when, never the password", async () => {
    const user = await seedUser(t.db, { password: "correct-horse-42" });
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: user.username, password },
      });
    expect((await login("wrong-horse-42")).statusCode).toBe(401);
    expect((await login("correct-horse-42")).statusCode).toBe(200);
    const [failed, succeeded] = events("login");
    expect(failed).toMatchObject({ outcome: "failure", reason: "unauthorized" });
    expect(failed).not.toHaveProperty("username");
    expect(failed?.level).toBe(WARN);
    expect(succeeded).toMatchObject({ outcome: "success", userId: user.id });
    for (const line of [failed, succeeded]) {
      expect(line?.time).toBeGreaterThan(Date.now() - 60_000);
      expect(line?.reqId).toBeTruthy();
    }
    expect(raw.join("")).not.toMatch(/correct-horse|wrong-horse/);
  });

  it("logs no typed identifier for a failed sign-in: people type passwords into the username field", async () => {
    const user = await seedUser(t.db, { username: "known-person-7" });
    const typed = ["my-secret-pass-99", user.username];
    for (const username of typed) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: "not-the-password" },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(events("login")).toEqual([
      expect.objectContaining({ outcome: "failure", reason: "unauthorized" }),
      expect.objectContaining({ outcome: "failure", reason: "unauthorized" }),
    ]);
    const logged = raw.join("");
    expect(logged).not.toContain("my-secret-pass-99");
    expect(logged).not.toContain("known-person-7");
  });

  it("names the signed-in person on every request line, and logs sign-out", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    await t.app.inject({ url: "/api/account/profile", headers: { cookie } });
    const completed = lines.find((l) => l.msg === "request completed");
    expect(completed?.userId).toBe(user.id);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(events("logout")).toEqual([expect.objectContaining({ outcome: "success", userId: user.id })]);
  });

  it("logs credential and account changes, including a wrong current password", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: { cookie },
      payload: { email: "new@example.test", currentPassword: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: {
        currentPassword: "password123",
        newPassword: "another-pass",
        confirmPassword: "another-pass",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(events("email_change")).toEqual([
      expect.objectContaining({ outcome: "failure", reason: "validation", userId: user.id }),
    ]);
    expect(events("password_change")).toEqual([
      expect.objectContaining({ outcome: "success", userId: user.id }),
    ]);
    expect(raw.join("")).not.toMatch(/not-my-password|another-pass|password123/);
  });

  it("logs a password reset from request to new password, with the token masked", async () => {
    const user = await seedUser(t.db);
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: user.email } });
    await t.runTasks();
    const token = t.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect(token).not.toBe("");
    // The link itself is a page request, logged like any other.
    await t.app.inject({ url: `/reset-password?token=${token}&x=1` });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: "fresh-pass-1", confirmPassword: "fresh-pass-1" },
    });
    expect(res.statusCode).toBe(200);
    // The request is logged as it comes; whose account it was, by the queued task that mails the link.
    expect(events("password_reset_request")).toEqual([expect.objectContaining({ outcome: "success" })]);
    expect(events("password_reset_mail")).toEqual([
      expect.objectContaining({ outcome: "success", knownAccount: true, userId: user.id }),
    ]);
    expect(events("password_reset")).toEqual([
      expect.objectContaining({ outcome: "success", userId: user.id }),
    ]);
    const logged = raw.join("");
    expect(logged).not.toContain(token);
    expect(logged).toContain("token=[redacted]&x=1");
  });

  it("logs refused requests: another site, no session for a change, too many attempts", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    await t.app.inject({ method: "PATCH", url: "/api/account/settings", payload: { compactView: true } });
    await t.app.inject({ url: "/api/account/settings" });
    const refused = events("refused");
    expect(refused).toEqual([
      expect.objectContaining({ outcome: "failure", status: 403, code: "forbidden" }),
      expect.objectContaining({ outcome: "failure", status: 401, route: "/api/account/settings" }),
    ]);
    expect(refused.every((l) => l.level === WARN)).toBe(true);
  });

  it("masks every token value in a logged URL", () => {
    expect(redactUrl("/reset-password?token=abc")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/x?a=1&TOKEN=abc#frag")).toBe("/x?a=1&TOKEN=[redacted]#frag");
    expect(redactUrl("/jobs?q=token")).toBe("/jobs?q=token");
  });
});

describe("security logging of rate limits", () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: "info" },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs an account being rate-limited once, and an address being rate-limited", async () => {
    const user = await seedUser(t.db);
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: user.username, password: "wrong-password" },
      });
    }
    const locked = lines.filter((l) => l.security === "login" && l.reason === "account_rate_limited");
    expect(locked).toEqual([expect.objectContaining({ outcome: "failure" })]);
    expect(locked[0]).not.toHaveProperty("username");
    expect(lines.map((l) => JSON.stringify(l)).join("")).not.toContain(user.username);
    expect(lines.filter((l) => l.security === "refused")).toEqual([]);
    for (let i = 0; i < 6; i++) {
      await t.app.inject({ method: "POST", url: "/api/waitlist", payload: { email: `w${i}@example.test` } });
    }
    expect(lines.filter((l) => l.security === "refused")).toEqual([
      expect.objectContaining({
        outcome: "failure",
        status: 429,
        code: "rate_limited",
        route: "/api/waitlist",
      }),
    ]);
  });
});
