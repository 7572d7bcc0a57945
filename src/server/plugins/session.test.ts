import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/people";
import { createTestApp, seedUser, type TestApp } from "../test/app";
import { ABSOLUTE_MS, hashToken, IDLE_MS } from "./session-store";

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe("session lifetime", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A session signed in at `createdAt` that is valid until `expiresAt`, as the cookie a browser sends. */
  async function sessionAt(createdAt: Date, expiresAt: Date) {
    const user = await seedUser(t.db);
    const token = randomBytes(32).toString("base64url");
    await t.db.insert(sessions).values({ idHash: hashToken(token), userId: user.id, createdAt, expiresAt });
    return { cookie: `borderless_session=${t.app.signCookie(token)}`, idHash: hashToken(token) };
  }

  async function storedExpiry(idHash: string): Promise<Date | undefined> {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    return row?.expiresAt;
  }

  const me = (cookie: string) => t.app.inject({ url: "/api/auth/me", headers: { cookie } });

  it("signs in for a week of inactivity, at most 30 days in all", () => {
    expect(IDLE_MS).toBe(7 * DAY);
    expect(ABSOLUTE_MS).toBe(30 * DAY);
  });

  it("ends a session left idle past its expiry", async () => {
    const now = Date.now();
    const { cookie } = await sessionAt(new Date(now - 10 * DAY), new Date(now - 1000));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("extends an active session by the idle window, and tells the browser", async () => {
    const now = Date.now();
    const { cookie, idHash } = await sessionAt(new Date(now - DAY), new Date(now + DAY));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const renewed = (await storedExpiry(idHash))?.getTime() ?? 0;
    expect(renewed).toBeGreaterThan(now + IDLE_MS - HOUR);
    const sent = res.cookies.find((c) => c.name === "borderless_session");
    expect(sent?.expires?.getTime()).toBe(Math.floor(renewed / 1000) * 1000);
  });

  it("never extends a session past 30 days from sign-in", async () => {
    const now = Date.now();
    const createdAt = new Date(now - 27 * DAY);
    const { cookie, idHash } = await sessionAt(createdAt, new Date(now + HOUR));
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await storedExpiry(idHash))?.getTime()).toBe(createdAt.getTime() + ABSOLUTE_MS);
  });

  it("ends a session 30 days after sign-in however active it was", async () => {
    const now = Date.now();
    // An expiry still ahead (as a row written before the cap existed would have) does not save it.
    const { cookie } = await sessionAt(new Date(now - ABSOLUTE_MS - HOUR), new Date(now + 5 * DAY));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
