import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UserRow, users } from "../../db/schema/people";
import { referralOfferings } from "../../db/schema/referrals";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany } from "../../test/data/jobs";
import { seedReferralOffering } from "../../test/data/referrals";

describe("referral offerings API", () => {
  let t: TestApp;
  let alice: UserRow;
  let bob: UserRow;
  let aliceCookie: string;
  let bobCookie: string;
  let acme: { id: number; name: string };
  let globex: { id: number; name: string };
  let lonely: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await seedUser(t.db, {
      fullName: "Alice Moreau",
      profession: "Backend Engineer",
      skills: ["Go", "SQL"],
    });
    bob = await seedUser(t.db, { fullName: "Bob Tanaka" });
    await t.db.update(users).set({ profession: null }).where(eq(users.id, bob.id));
    aliceCookie = await sessionCookie(t.app, t.db, alice.id);
    bobCookie = await sessionCookie(t.app, t.db, bob.id);
    acme = await seedCompany(t.db, { name: "Acme Rockets", logo: "CO", location: "Toronto, Canada" });
    globex = await seedCompany(t.db, { name: "Globex 100%_Corp", description: null });
    lonely = await seedCompany(t.db, { name: "Nobody Works Here" });
    await seedReferralOffering(t.db, {
      userId: alice.id,
      companyId: acme.id,
      experience: 7,
      successRate: 80,
    });
    await seedReferralOffering(t.db, { userId: bob.id, companyId: acme.id, experience: 2 });
    await seedReferralOffering(t.db, { userId: bob.id, companyId: globex.id, available: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists active offerings with company and referrer, for a visitor too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/referrers" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    const first = list[0];
    expect(first).toMatchObject({
      companyId: acme.id,
      company: { id: acme.id, name: "Acme Rockets", location: "Toronto, Canada" },
      userId: alice.id,
      user: { fullName: "Alice Moreau", profession: "Backend Engineer", skills: ["Go", "SQL"] },
      experience: 7,
      currentEmployee: true,
      successRate: 80,
      available: true,
    });
    expect(list.every((r: { available: boolean }) => r.available)).toBe(true);
  });

  it("searches company name or referrer full name, case-insensitively", async () => {
    const byName = await t.app.inject({ method: "GET", url: "/api/referrers?q=aLiCe" });
    expect(byName.json().map((r: { userId: number }) => r.userId)).toEqual([alice.id]);
    const byCompany = await t.app.inject({ method: "GET", url: "/api/referrers?q=ROCKETS" });
    expect(byCompany.json()).toHaveLength(2);
    const none = await t.app.inject({ method: "GET", url: "/api/referrers?q=zzz" });
    expect(none.json()).toEqual([]);
  });

  it("treats % and _ in the search as plain text", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/referrers?q=${encodeURIComponent("%")}` });
    expect(res.statusCode).toBe(200);
    // Globex's only offering is inactive, so nothing matches a literal %.
    expect(res.json()).toEqual([]);
  });

  it("filters by company and rejects a bad company id readably", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/referrers?companyId=${acme.id}` });
    expect(res.json()).toHaveLength(2);
    const bad = await t.app.inject({ method: "GET", url: "/api/referrers?companyId=abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const long = await t.app.inject({ method: "GET", url: `/api/referrers?q=${"a".repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it("lists companies with active referrer counts, busiest first", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/referral-companies" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: acme.id,
        name: "Acme Rockets",
        logo: "CO",
        location: "Toronto, Canada",
        description: expect.any(String),
        isDemo: false,
        referrerCount: 2,
      },
    ]);
    const search = await t.app.inject({ method: "GET", url: "/api/referral-companies?q=bob" });
    expect(search.json().map((c: { id: number }) => c.id)).toEqual([acme.id]);
  });

  it("answers a window of offerings and companies with limit and offset, in the same order", async () => {
    const all = (await t.app.inject({ method: "GET", url: "/api/referrers" })).json();
    const first = await t.app.inject({ method: "GET", url: "/api/referrers?limit=1" });
    const second = await t.app.inject({ method: "GET", url: "/api/referrers?limit=1&offset=1" });
    const past = await t.app.inject({ method: "GET", url: "/api/referrers?limit=1&offset=2" });
    expect(first.json()).toEqual([all[0]]);
    expect(second.json()).toEqual([all[1]]);
    expect(past.json()).toEqual([]);
    const companies = await t.app.inject({ method: "GET", url: "/api/referral-companies?limit=1&offset=1" });
    expect(companies.statusCode).toBe(200);
    expect(companies.json()).toEqual([]);
  });

  it("refuses a window it will not answer, readably", async () => {
    for (const qs of ["limit=0", "limit=101", "limit=ten", "offset=-1", "offset=100001"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/referrers?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(/Limit must be a whole number from 1 to 100|Offset must be/);
    }
    const companies = await t.app.inject({ method: "GET", url: "/api/referral-companies?limit=500" });
    expect(companies.statusCode).toBe(400);
  });

  it("lists every company as an option for the offer form", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/referral-companies/options" });
    expect(res.json().map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([acme.id, globex.id, lonely.id]),
    );
  });

  describe("GET /api/users/:id/referrers", () => {
    it("answers 401 to a visitor", async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/users/${bob.id}/referrers` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Please sign in to continue.");
    });

    it("answers 403 for another person's id", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/users/${bob.id}/referrers`,
        headers: { cookie: aliceCookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: "forbidden",
        message: "You can only see your own referral offers.",
      });
    });

    it("gives me my own offerings, inactive included", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/users/${bob.id}/referrers`,
        headers: { cookie: bobCookie },
      });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(2);
      expect(list.map((r: { available: boolean }) => r.available).sort()).toEqual([false, true]);
      expect(list[0].user.profession).toBeNull();
    });

    it("answers 404 for an id that is not a number", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/users/abc/referrers",
        headers: { cookie: bobCookie },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found", message: expect.any(String) });
    });
  });

  describe("create, update and delete", () => {
    const valid = () => ({
      companyId: lonely.id,
      experience: 3,
      description: "  I can refer product designers.  ",
      currentEmployee: false,
      available: true,
    });

    it("asks a visitor to sign in", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/referrers", payload: valid() });
      expect(res.statusCode).toBe(401);
    });

    it("rejects bad input with readable messages", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid(), experience: 61 }, "Years of experience must be a whole number from 0 to 60"],
        [{ ...valid(), experience: -1 }, "Years of experience must be a whole number from 0 to 60"],
        [{ ...valid(), experience: 2.5 }, "Years of experience must be a whole number from 0 to 60"],
        [{ ...valid(), description: "too short" }, "Description must be at least 10 characters"],
        [
          { ...valid(), description: `    ${"x".repeat(8)}    ` },
          "Description must be at least 10 characters",
        ],
        [{ ...valid(), description: "x".repeat(1001) }, "Description must be at most 1,000 characters"],
        [{ ...valid(), companyId: 999_999 }, "Please choose a company from the list"],
        [{ ...valid(), companyId: "1" }, "Please choose a company"],
      ];
      for (const [payload, message] of cases) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/referrers",
          headers: { cookie: aliceCookie },
          payload,
        });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it("creates an offering for the session user, whatever user id the body carries", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/referrers",
        headers: { cookie: aliceCookie },
        payload: { ...valid(), userId: bob.id },
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        userId: alice.id,
        companyId: lonely.id,
        description: "I can refer product designers.",
        currentEmployee: false,
        successRate: null,
      });
      const mine = await t.app.inject({
        method: "GET",
        url: `/api/users/${alice.id}/referrers`,
        headers: { cookie: aliceCookie },
      });
      expect(mine.json().map((r: { id: number }) => r.id)).toContain(created.id);

      const twice = await t.app.inject({
        method: "POST",
        url: "/api/referrers",
        headers: { cookie: aliceCookie },
        payload: valid(),
      });
      expect(twice.statusCode).toBe(409);
    });

    it("lets only the owner edit, and 404s a missing offering", async () => {
      const offering = await seedReferralOffering(t.db, { userId: alice.id, companyId: globex.id });
      const forged = await t.app.inject({
        method: "PATCH",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: bobCookie },
        payload: { available: false },
      });
      expect(forged.statusCode).toBe(403);
      const visitor = await t.app.inject({
        method: "PATCH",
        url: `/api/referrers/${offering.id}`,
        payload: { available: false },
      });
      expect(visitor.statusCode).toBe(401);
      const missing = await t.app.inject({
        method: "PATCH",
        url: "/api/referrers/999999",
        headers: { cookie: aliceCookie },
        payload: { available: false },
      });
      expect(missing.statusCode).toBe(404);
      const empty = await t.app.inject({
        method: "PATCH",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: aliceCookie },
        payload: {},
      });
      expect(empty.statusCode).toBe(400);

      const ok = await t.app.inject({
        method: "PATCH",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: aliceCookie },
        payload: { available: false, experience: 12, description: "Updated description text" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        available: false,
        experience: 12,
        description: "Updated description text",
      });
      const market = await t.app.inject({ method: "GET", url: `/api/referrers?companyId=${globex.id}` });
      expect(market.json()).toEqual([]);

      const bad = await t.app.inject({
        method: "PATCH",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: aliceCookie },
        payload: { experience: 100 },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("lets only the owner delete", async () => {
      const offering = await seedReferralOffering(t.db, { userId: bob.id, companyId: lonely.id });
      const forged = await t.app.inject({
        method: "DELETE",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: aliceCookie },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({
        code: "forbidden",
        message: "You can only change your own referral offers.",
      });
      const stored = () => t.db.select().from(referralOfferings).where(eq(referralOfferings.id, offering.id));
      expect(await stored()).toHaveLength(1);
      const ok = await t.app.inject({
        method: "DELETE",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: bobCookie },
      });
      expect(ok.statusCode).toBe(204);
      expect(ok.body).toBe("");
      expect(await stored()).toEqual([]);
      const again = await t.app.inject({
        method: "DELETE",
        url: `/api/referrers/${offering.id}`,
        headers: { cookie: bobCookie },
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: "not_found", message: "This referral offer no longer exists." });
    });
  });
});
