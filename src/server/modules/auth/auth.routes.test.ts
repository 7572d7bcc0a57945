import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/people";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "./auth.service";

function cookieFrom(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === "borderless_session");
  if (!c) throw new Error("no session cookie set");
  return `${c.name}=${c.value}`;
}

const newUser = (tag: string) => ({
  fullName: "Ada Lovelace",
  username: `ada_${tag}`,
  email: `ada.${tag}@example.test`,
  profession: "Software Engineer",
  password: "secret-lantern-7",
  skills: ["Software Engineer"],
});

describe("register, login, logout, me", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("registers without signing in and never answers a password hash", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: newUser("one") });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: "ada_one", fullName: "Ada Lovelace" });
    expect(res.body).not.toMatch(/argon|password/i);
    expect(res.cookies.find((c) => c.name === "borderless_session")).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.username, "ada_one"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.skills).toEqual(["Software Engineer"]);
  });

  it.each([
    ["username", { username: "ab" }, "Username must be at least 3 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["password", { password: "12345" }, "Password must be at least 6 characters"],
    ["fullName", { fullName: "A" }, "Full name is required"],
  ])("refuses a short or invalid %s with the specification's message", async (field, change, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...newUser(`bad${field}`), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation", message, fieldErrors: { [field]: [message] } });
  });

  it("accepts a register payload without profession or skills", async () => {
    const { profession: _p, skills: _s, ...rest } = newUser("noprof");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: rest });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: "ada_noprof", fullName: "Ada Lovelace" });
    const [row] = await t.db.select().from(users).where(eq(users.username, "ada_noprof"));
    expect(row).toMatchObject({
      id: res.json().id,
      email: "ada.noprof@example.test",
      profession: null,
      skills: [],
    });
  });

  it("answers 409 for a username or email already taken, in any case", async () => {
    await t.app.inject({ method: "POST", url: "/api/auth/register", payload: newUser("taken") });
    const sameName = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...newUser("other1"), username: "ADA_Taken" },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: "conflict", message: USERNAME_TAKEN });
    const sameEmail = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...newUser("other2"), email: "ADA.taken@EXAMPLE.test" },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: "conflict", message: EMAIL_TAKEN });
  });

  it("logs in (any case of the username), answers the person and starts a session", async () => {
    await t.app.inject({ method: "POST", url: "/api/auth/register", payload: newUser("login") });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "ADA_LOGIN", password: "secret-lantern-7" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: "ada_login", fullName: "Ada Lovelace" });
    expect(res.body).not.toMatch(/argon|passwordHash/);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      username: "ada_login",
      email: "ada.login@example.test",
      fullName: "Ada Lovelace",
      profession: "Software Engineer",
      skills: ["Software Engineer"],
      emailVerified: false,
    });
  });

  it("rotates the session at login: the old cookie stops working", async () => {
    const user = await seedUser(t.db);
    const old = await sessionCookie(t.app, t.db, user.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: old },
      payload: { username: user.username, password: "password123" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });
    const stale = await t.app.inject({ url: "/api/auth/me", headers: { cookie: old } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: "unauthorized" });
    const fresh = await t.app.inject({ url: "/api/auth/me", headers: { cookie: cookieFrom(res) } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ id: user.id, username: user.username });
    // The old session is gone from the database, not only refused: one session, the new one.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it("refuses a wrong password and an unknown user with the same message", async () => {
    const user = await seedUser(t.db);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: user.username, password: "wrong-password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "nobody_here", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid username or password");
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it("validates the login form with the specification's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "ab", password: "123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      username: ["Username must be at least 3 characters"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("answers 401 to a visitor asking who they are", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "unauthorized", message: "Please sign in to continue." });
  });

  it("logout ends the session on the server", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/borderless_session=;/);
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
  });
});

describe("login and register rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("limits attempts on one account to 5 a minute, with Retry-After", async () => {
    const user = await seedUser(t.db);
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: user.username, password: "wrong-password" },
      });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Too many sign-in attempts/);
  });

  it("limits one address to 10 logins a minute across accounts", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.9.9.9",
        payload: { username: `someone${i}`, password: "wrong-password" },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it("limits registrations from one address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "10.8.8.8",
        payload: { username: "x" },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
