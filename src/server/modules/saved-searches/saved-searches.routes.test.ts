import type { SavedSearch } from "@shared/schemas/saved-searches";
import { eq } from "drizzle-orm";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "../../db/schema/notifications";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCountry } from "../../test/data/jobs";

describe("saved searches", () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let countryId: number;

  async function call(method: HTTPMethods, url: string, cookie?: string, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  }

  const save = (cookie: string, payload: object) => call("POST", "/api/saved-searches", cookie, payload);

  async function lastDigestAt(id: number): Promise<Date> {
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (!row) throw new Error(`no saved search ${id}`);
    return row.lastDigestAt;
  }

  beforeAll(async () => {
    t = await createTestApp();
    countryId = (await seedCountry(t.db)).id;
    alice = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
    bob = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("asks a visitor to sign in", async () => {
    for (const [method, url] of [
      ["GET", "/api/saved-searches"],
      ["POST", "/api/saved-searches"],
      ["PATCH", "/api/saved-searches/1"],
      ["DELETE", "/api/saved-searches/1"],
    ] as const) {
      expect((await call(method, url, undefined, { name: "x" })).status).toBe(401);
    }
  });

  it("saves a search in the URL's spelling, keeps it normalised and gives the /jobs address that runs it", async () => {
    const res = await save(alice, {
      name: "  React in one country  ",
      filters: {
        q: "  react   native ",
        country: String(countryId),
        employmentType: "Full-time",
        workType: "all",
        visa: "1",
      },
      alerts: "Weekly",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "React in one country",
      filters: {
        q: "react native",
        country: countryId,
        employmentType: "Full-time",
        workType: null,
        visa: true,
        registeredSponsor: false,
      },
      alerts: "Weekly",
      url: `/jobs?q=react+native&country=${countryId}&employmentType=Full-time&visa=1`,
      createdAt: expect.any(String),
    });
  });

  it("takes the stored spelling too, and defaults alerts to Daily", async () => {
    const res = await save(alice, {
      name: "Remote",
      filters: { q: "", country: null, employmentType: null, workType: "Remote", visa: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ alerts: "Daily", url: "/jobs?workType=Remote" });
    const empty = await save(alice, { name: "Everything", filters: {} });
    expect(empty.body).toMatchObject({
      filters: { q: "", country: null, employmentType: null, workType: null, visa: false },
      url: "/jobs",
    });
  });

  it("keeps the registered-sponsor filter, in the URL as registeredSponsor=1", async () => {
    const res = await save(alice, { name: "Registered", filters: { q: "go", registeredSponsor: "1" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      filters: { q: "go", registeredSponsor: true },
      url: "/jobs?q=go&registeredSponsor=1",
    });
    await call("DELETE", `/api/saved-searches/${res.body.id}`, alice);
  });

  it("lists the person's own searches, newest first", async () => {
    const res = await call("GET", "/api/saved-searches", alice);
    expect(res.status).toBe(200);
    expect((res.body as SavedSearch[]).map((s) => s.name)).toEqual([
      "Everything",
      "Remote",
      "React in one country",
    ]);
    expect((await call("GET", "/api/saved-searches", bob)).body).toEqual([]);
  });

  it("refuses a bad name, bad filters or bad alerts with a readable message", async () => {
    const cases: [object, string][] = [
      [{ name: "   ", filters: {} }, "Name is required"],
      [{ filters: {} }, "Name is required"],
      [{ name: "x".repeat(81), filters: {} }, "Name must be at most 80 characters"],
      [{ name: "ok", filters: { workType: "Hybridish" } }, "Work type must be 'all' or one of:"],
      [{ name: "ok", filters: { country: "abc" } }, "Country must be 'all' or a country id"],
      [{ name: "ok", filters: { visa: "yes" } }, "Visa must be 1"],
      [{ name: "ok", filters: { q: "x".repeat(300) } }, "Search text must be at most"],
      [{ name: "ok", filters: {}, alerts: "Hourly" }, "Email alerts must be Daily, Weekly or Never"],
    ];
    for (const [payload, message] of cases) {
      const res = await save(alice, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("renames, changes alerts and filters; turning alerts on starts them from now", async () => {
    const created = await save(alice, { name: "Go", filters: { q: "go" }, alerts: "Never" });
    const id = created.body.id as number;
    // Its mark an hour back, as if it had been saved an hour ago: "from now" is then plainly later.
    const before = new Date(Date.now() - 3_600_000);
    await t.db.update(savedSearches).set({ lastDigestAt: before }).where(eq(savedSearches.id, id));

    const renamed = await call("PATCH", `/api/saved-searches/${id}`, alice, { name: "Golang" });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: "Golang", alerts: "Never" } });
    expect(await lastDigestAt(id)).toEqual(before);

    const on = await call("PATCH", `/api/saved-searches/${id}`, alice, { alerts: "Weekly" });
    expect(on.body.alerts).toBe("Weekly");
    const turnedOnAt = await lastDigestAt(id);
    expect(turnedOnAt.getTime()).toBeGreaterThan(before.getTime());

    // Daily to Weekly is not "turning on": the digest keeps its place.
    await call("PATCH", `/api/saved-searches/${id}`, alice, { alerts: "Daily" });
    expect(await lastDigestAt(id)).toEqual(turnedOnAt);

    const refiltered = await call("PATCH", `/api/saved-searches/${id}`, alice, {
      filters: { q: "golang", visa: true },
    });
    expect(refiltered.body).toMatchObject({ url: "/jobs?q=golang&visa=1", name: "Golang" });

    const nothing = await call("PATCH", `/api/saved-searches/${id}`, alice, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Send at least one field to change");
  });

  it("answers another person's search as missing, and never lists it", async () => {
    const mine = await save(alice, { name: "Private", filters: { q: "secret" } });
    const id = mine.body.id as number;
    expect(await call("PATCH", `/api/saved-searches/${id}`, bob, { name: "Taken" })).toMatchObject({
      status: 404,
      body: { message: "Saved search not found" },
    });
    expect((await call("DELETE", `/api/saved-searches/${id}`, bob)).status).toBe(404);
    expect((await call("GET", "/api/saved-searches", bob)).body).toEqual([]);
    const still = (await call("GET", "/api/saved-searches", alice)).body as SavedSearch[];
    expect(still.find((s) => s.id === id)?.name).toBe("Private");
  });

  it("deletes one's own search", async () => {
    const created = await save(alice, { name: "Short-lived", filters: {} });
    const id = created.body.id as number;
    expect((await call("DELETE", `/api/saved-searches/${id}`, alice)).status).toBe(204);
    expect((await call("DELETE", `/api/saved-searches/${id}`, alice)).status).toBe(404);
    const left = (await call("GET", "/api/saved-searches", alice)).body as SavedSearch[];
    expect(left.map((s) => s.id)).not.toContain(id);
  });

  it("keeps at most 25 searches per person", async () => {
    const carol = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
    for (let i = 1; i <= 25; i++) {
      expect((await save(carol, { name: `Search ${i}`, filters: { q: `s${i}` } })).status).toBe(201);
    }
    const over = await save(carol, { name: "One too many", filters: {} });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can keep up to 25 saved searches; delete one to save another");
    // The limit is each person's own.
    expect((await save(bob, { name: "Bob's first", filters: {} })).status).toBe(201);
  });
});
