import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions as sessionRows } from "../../db/schema/people";
import { createTestApp, seedUser, type TestApp } from "../../test/app";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("my sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(username: string, userAgent: string): Promise<string> {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "user-agent": userAgent },
      payload: { username, password: "password123" },
    });
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === "borderless_session");
    if (!c) throw new Error("no session cookie");
    return `${c.name}=${c.value}`;
  }

  const list = (cookie: string) => t.app.inject({ url: "/api/account/sessions", headers: { cookie } });
  const me = (cookie: string) => t.app.inject({ url: "/api/auth/me", headers: { cookie } });

  it("lists each browser with its device, sign-in time and which one is this", async () => {
    const user = await seedUser(t.db);
    const laptop = await signIn(user.username, FIREFOX_WINDOWS);
    await signIn(user.username, SAFARI_IPHONE);
    const other = await seedUser(t.db);
    await signIn(other.username, FIREFOX_WINDOWS);

    const res = await list(laptop);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual([
      "Firefox on Windows",
      "Safari on iOS",
    ]);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      {
        id: expect.any(Number),
        device: "Firefox on Windows",
        signedInAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
    ]);
    expect(Date.parse(current[0].signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toMatch(/idHash|id_hash|Mozilla/);
  });

  it("signs out one other session, which then stops working, and refuses someone else's", async () => {
    const user = await seedUser(t.db);
    const laptop = await signIn(user.username, FIREFOX_WINDOWS);
    const phone = await signIn(user.username, SAFARI_IPHONE);
    const phoneId = (await list(phone)).json().sessions.find((s: { current: boolean }) => s.current).id;

    const intruder = await seedUser(t.db);
    const intruderCookie = await signIn(intruder.username, FIREFOX_WINDOWS);
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      headers: { cookie: intruderCookie },
      payload: { password: "password123" },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("That session has already ended.");
    expect((await me(phone)).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      headers: { cookie: laptop },
      payload: { password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: ["Password is incorrect"] });
    expect((await me(phone)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      headers: { cookie: laptop },
      payload: { password: "password123" },
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).json().sessions).toHaveLength(1);
  });

  it("signs out everywhere else after the password, and keeps this browser signed in", async () => {
    const user = await seedUser(t.db);
    const here = await signIn(user.username, FIREFOX_WINDOWS);
    const a = await signIn(user.username, SAFARI_IPHONE);
    const b = await signIn(user.username, SAFARI_IPHONE);
    const endOthers = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/sessions/end-others",
        headers: { cookie: here },
        payload: { password },
      });
    const stolen = await endOthers("a-guess-at-it");
    expect(stolen.statusCode).toBe(400);
    expect((await me(a)).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/account/sessions/end-others",
      headers: { cookie: here },
    });
    expect(missing.statusCode).toBe(400);
    const res = await endOthers("password123");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it.each(["abc", "0", "-1", "99999999999"])("answers a readable 4xx for the session id %s", async (id) => {
    const user = await seedUser(t.db);
    const cookie = await signIn(user.username, FIREFOX_WINDOWS);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${id}`,
      headers: { cookie },
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("shows when a session was last used, at most five minutes behind", async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(user.username, FIREFOX_WINDOWS);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.db.update(sessionRows).set({ lastSeenAt: hourAgo }).where(eq(sessionRows.userId, user.id));
    const { sessions } = (await list(cookie)).json();
    expect(Date.parse(sessions[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    // Within five minutes of the last write, a request writes nothing.
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000);
    await t.db.update(sessionRows).set({ lastSeenAt: fourMinutesAgo }).where(eq(sessionRows.userId, user.id));
    expect(Date.parse((await list(cookie)).json().sessions[0].lastSeenAt)).toBe(fourMinutesAgo.getTime());
  });

  it("refuses a visitor", async () => {
    expect((await t.app.inject({ url: "/api/account/sessions" })).statusCode).toBe(401);
  });
});
