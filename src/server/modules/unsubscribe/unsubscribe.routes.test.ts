import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SavedSearchFilters, savedSearches } from "../../db/schema/notifications";
import { userSettings } from "../../db/schema/people";
import { createUnsubscribeTokens } from "../../notifications/unsubscribe-token";
import { createTestApp, seedUser, type TestApp } from "../../test/app";

const FILTERS: SavedSearchFilters = {
  q: "react",
  country: null,
  employmentType: null,
  workType: "Remote",
  visa: false,
};

describe("unsubscribe links", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function searchOf(userId: number, name: string) {
    const [row] = await t.db
      .insert(savedSearches)
      .values({ userId, name, filters: FILTERS, alerts: "Weekly" })
      .returning();
    if (!row) throw new Error("no search");
    return row;
  }
  const alertsOf = async (id: number) =>
    (await t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.alerts;

  it("one-click POST (a mail provider: form body, no cookie, no Origin) turns that search's alerts off only", async () => {
    const ana = await seedUser(t.db, { passwordHash: "x" });
    const bo = await seedUser(t.db, { passwordHash: "x" });
    const mine = await searchOf(ana.id, "Remote React");
    const myOther = await searchOf(ana.id, "Go");
    const theirs = await searchOf(bo.id, "Remote React");
    const token = t.app.unsubscribeTokens.sign({ userId: ana.id, target: { savedSearchId: mine.id } });
    const res = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe("Unsubscribed: Job alerts for “Remote React” are off.");
    expect(await alertsOf(mine.id)).toBe("Never");
    expect(await alertsOf(myOther.id)).toBe("Weekly");
    expect(await alertsOf(theirs.id)).toBe("Weekly");

    // A genuine token of Ana's naming Bo's search changes nothing of Bo's.
    const crossed = t.app.unsubscribeTokens.sign({ userId: ana.id, target: { savedSearchId: theirs.id } });
    const refused = await t.app.inject({ method: "POST", url: `/unsubscribe?token=${crossed}` });
    expect(refused.statusCode).toBe(404);
    expect(await alertsOf(theirs.id)).toBe("Weekly");
  });

  it("a link opened in a browser (or by a mail scanner) changes nothing; the page's button turns it off; undo restores it", async () => {
    const cy = await seedUser(t.db, { passwordHash: "x" });
    await t.db.insert(userSettings).values({ userId: cy.id, jobAlerts: "Weekly" });
    const token = t.app.unsubscribeTokens.sign({ userId: cy.id, target: { setting: "jobAlerts" } });
    const jobAlerts = async () =>
      (await t.db.select().from(userSettings).where(eq(userSettings.userId, cy.id)))[0]?.jobAlerts;
    const res = await t.app.inject({ method: "GET", url: `/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribed?token=${token}`);
    // A scanner that follows the link unsubscribes nobody.
    expect(await jobAlerts()).toBe("Weekly");
    const state = await t.app.inject({ method: "GET", url: `/api/unsubscribe?token=${token}` });
    expect(state.json()).toEqual({ what: "Job alert mails", off: false, settingsPath: "/settings" });

    const off = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ what: "Job alert mails", off: true, settingsPath: "/settings" });
    expect(await jobAlerts()).toBe("Never");
    // Pressed twice, it still remembers Weekly.
    await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });

    const undo = await t.app.inject({ method: "POST", url: "/api/unsubscribe/undo", payload: { token } });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ what: "Job alert mails", off: false, settingsPath: "/settings" });
    expect(await jobAlerts()).toBe("Weekly");
  });

  it("turns a saved search's alerts back on as they were, after a one-click unsubscribe too", async () => {
    const dot = await seedUser(t.db, { passwordHash: "x" });
    const search = await searchOf(dot.id, "Weekly React");
    const token = t.app.unsubscribeTokens.sign({ userId: dot.id, target: { savedSearchId: search.id } });
    expect((await t.app.inject({ method: "POST", url: `/unsubscribe?token=${token}` })).statusCode).toBe(200);
    expect(await alertsOf(search.id)).toBe("Never");
    await t.app.inject({ method: "POST", url: "/api/unsubscribe/undo", payload: { token } });
    expect(await alertsOf(search.id)).toBe("Weekly");
  });

  it("turns a setting back on to its default when nothing says what it was", async () => {
    const eli = await seedUser(t.db, { passwordHash: "x" });
    await t.db.insert(userSettings).values({ userId: eli.id, jobAlerts: "Never" });
    const token = t.app.unsubscribeTokens.sign({ userId: eli.id, target: { setting: "jobAlerts" } });
    await t.app.inject({ method: "POST", url: "/api/unsubscribe/undo", payload: { token } });
    const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, eli.id));
    expect(row?.jobAlerts).toBe("Daily");
  });

  it("turns each setting off the way its switch does", async () => {
    const dee = await seedUser(t.db, { passwordHash: "x" });
    for (const setting of ["newJobMatches", "referralUpdates", "countryInfo"] as const) {
      const token = t.app.unsubscribeTokens.sign({ userId: dee.id, target: { setting } });
      expect((await t.app.inject({ method: "POST", url: `/unsubscribe?token=${token}` })).statusCode).toBe(
        200,
      );
    }
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, dee.id));
    expect(settings).toMatchObject({ newJobMatches: false, referralUpdates: false, countryInfo: "Never" });
  });

  it("refuses a forged, changed or cut token with a clear 400, changing nothing", async () => {
    const eve = await seedUser(t.db, { passwordHash: "x" });
    const search = await searchOf(eve.id, "Remote React");
    const forged = createUnsubscribeTokens("another-secret-another-secret-0000").sign({
      userId: eve.id,
      target: { savedSearchId: search.id },
    });
    const genuine = t.app.unsubscribeTokens.sign({ userId: eve.id, target: { setting: "jobAlerts" } });
    const [, signature] = genuine.split(".");
    const changed = `${Buffer.from(JSON.stringify({ u: eve.id, s: search.id })).toString("base64url")}.${signature}`;
    for (const token of [forged, changed, genuine.slice(0, -3), "not-a-token"]) {
      const post = await t.app.inject({
        method: "POST",
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(post.statusCode).toBe(400);
      expect(post.body).toMatch(/^This unsubscribe link is not valid/);
      const api = await t.app.inject({
        method: "GET",
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(api.statusCode).toBe(400);
      expect(api.json().message).toMatch(/^This unsubscribe link is not valid/);
      const undo = await t.app.inject({ method: "POST", url: "/api/unsubscribe/undo", payload: { token } });
      expect(undo.statusCode).toBe(400);
      const page = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });
      expect(page.statusCode).toBe(400);
      // The browser still lands on the page, which explains.
      const get = await t.app.inject({
        method: "GET",
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(get.statusCode).toBe(303);
    }
    expect(await alertsOf(search.id)).toBe("Weekly");
    expect(await t.db.select().from(userSettings).where(eq(userSettings.userId, eve.id))).toEqual([]);
  });

  it("the one-click POST is exempt from the cross-site check; the undo is not", async () => {
    const fay = await seedUser(t.db, { passwordHash: "x" });
    const token = t.app.unsubscribeTokens.sign({ userId: fay.id, target: { setting: "newJobMatches" } });
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { origin: "https://mail.example.com", "sec-fetch-site": "cross-site" },
    });
    expect(oneClick.statusCode).toBe(200);
    const newJobMatches = async () =>
      (await t.db.select().from(userSettings).where(eq(userSettings.userId, fay.id)))[0]?.newJobMatches;
    expect(await newJobMatches()).toBe(false);
    const undo = await t.app.inject({
      method: "POST",
      url: "/api/unsubscribe/undo",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { token },
    });
    expect(undo.statusCode).toBe(403);
    expect(undo.json()).toMatchObject({ code: "forbidden", message: expect.any(String) });
    // The refused undo changed nothing.
    expect(await newJobMatches()).toBe(false);
  });
});
