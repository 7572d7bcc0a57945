import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("passwords are taken exactly as typed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });

  it("accepts a long passphrase of any characters and checks it whole: no trimming, truncation or case change", async () => {
    // 100 characters: spaces at both ends, letters of several scripts, an emoji, no composition rule.
    const middle = `${"Ünïcødé pass phrase 😀 ".repeat(4)}${"x".repeat(100)}`.slice(0, 96);
    const password = `  ${middle}  `;
    expect(password.length).toBe(100);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Long Pass", username: "long_pass", email: "long.pass@example.test", password },
    });
    expect(register.statusCode).toBe(201);
    expect((await login("long_pass", password)).statusCode).toBe(200);
    for (const near of [
      password.trim(),
      password.slice(0, 72),
      password.toUpperCase(),
      `${password.slice(0, 99)}!`,
    ]) {
      expect((await login("long_pass", near)).statusCode, JSON.stringify(near)).toBe(401);
    }
  });

  it("allows 128 characters and refuses more with a readable message", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Max Pass",
        username: "max_pass",
        email: "max.pass@example.test",
        password: "p".repeat(128),
      },
    });
    expect(ok.statusCode).toBe(201);
    const tooLong = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        fullName: "Too Long",
        username: "too_long",
        email: "too.long@example.test",
        password: "p".repeat(129),
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Password must be at most 128 characters");
  });
});
