import { PASSWORD_COMMON, PASSWORD_CONTEXT } from "@shared/domain/password-context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { linkTokenIn } from "../../test/mailed-link";

describe("common and context passwords", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (tag: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Quinn Tester",
        username: `quinn_${tag}`,
        email: `quinn.${tag}@example.test`,
        password,
      },
    });

  it.each([
    ["password123", PASSWORD_COMMON],
    ["PASSWORD123", PASSWORD_COMMON],
    ["qwerty", PASSWORD_COMMON],
    ["iloveyou", PASSWORD_COMMON],
    ["Borderless2026", PASSWORD_CONTEXT],
    ["my-quinn_ctx-pass", PASSWORD_CONTEXT],
  ])("refuses %s at sign-up with a field error under the password", async (password, message) => {
    const res = await register("ctx", password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "validation", message, fieldErrors: { password: [message] } });
  });

  it("keeps the specification's minimum and its message before the list", async () => {
    const res = await register("short", "12345");
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toEqual(["Password must be at least 6 characters"]);
  });

  it("accepts an uncommon password of six characters and a long passphrase", async () => {
    for (const [tag, password] of [
      ["six", "zq7#vk"],
      ["phrase", "tram lantern pepper harbour"],
    ] as const) {
      const res = await register(tag, password);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        username: `quinn_${tag}`,
        fullName: "Quinn Tester",
      });
      // Stored, and the password given is the one that signs in.
      const login = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: `quinn_${tag}`, password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ id: res.json().id, username: `quinn_${tag}` });
    }
  });

  it("refuses a common new password when changing it, and keeps the old one", async () => {
    const user = await seedUser(t.db, { password: "quiet-harbour-9" });
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: { cookie },
      payload: { currentPassword: "quiet-harbour-9", newPassword: "letmein1", confirmPassword: "letmein1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PASSWORD_COMMON,
      fieldErrors: { newPassword: [PASSWORD_COMMON] },
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: "quiet-harbour-9" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a common or personal password at reset and leaves the link usable for a good one", async () => {
    const user = await seedUser(t.db, { username: "resetter", email: "resetter@example.test" });
    await t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: user.email } });
    await t.runTasks();
    const token = linkTokenIn(t.mails.at(-1)?.text ?? "", "/reset-password");
    const confirm = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token, password, confirmPassword: password },
      });
    const common = await confirm("football");
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ password: [PASSWORD_COMMON] });
    const personal = await confirm("resetter-2026");
    expect(personal.json().fieldErrors).toEqual({ password: [PASSWORD_CONTEXT] });
    expect((await confirm("violet-compass-31")).statusCode).toBe(200);
  });
});
