import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedOffering } from "../referrals/test-data";

/** Generated bad input never gets a 5xx and never stores anything for the wrong person. */
describe("referrals and messages under generated input", () => {
  let t: TestApp;
  let cookie: string;
  let otherId: number;
  let offeringId: number;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 1000 } });
    const me = await seedUser(t.db);
    const other = await seedUser(t.db);
    otherId = other.id;
    cookie = await sessionCookie(t.app, t.db, me.id);
    const company = await seedCompany(t.db);
    offeringId = (await seedOffering(t.db, { userId: other.id, companyId: company.id })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const anyValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.constant("\u0000"),
  );

  it("answers every generated body and query with a readable status below 500", async () => {
    const cases = fc.oneof(
      fc
        .record({ receiverId: fc.oneof(anyValue, fc.constant(0)), content: anyValue }, { requiredKeys: [] })
        .map((payload) => ({ method: "POST" as const, url: "/api/messages", payload })),
      fc
        .record({ offeringId: fc.oneof(anyValue, fc.constant(0)), message: anyValue }, { requiredKeys: [] })
        .map((payload) => ({ method: "POST" as const, url: "/api/referral-requests", payload })),
      fc
        .record(
          {
            companyId: anyValue,
            experience: anyValue,
            description: anyValue,
            currentEmployee: anyValue,
            available: anyValue,
          },
          { requiredKeys: [] },
        )
        .map((payload) => ({ method: "POST" as const, url: "/api/referrers", payload })),
      fc.record({ status: anyValue }).map((payload) => ({
        method: "PATCH" as const,
        url: "/api/referral-requests/1",
        payload,
      })),
      fc.tuple(fc.string({ unit: "binary" }), fc.string({ unit: "binary" })).map(([a, b]) => ({
        method: "GET" as const,
        url: `/api/messages?senderId=${encodeURIComponent(a)}&receiverId=${encodeURIComponent(b)}`,
        payload: undefined,
      })),
      fc.string({ unit: "binary" }).map((q) => ({
        method: "GET" as const,
        url: `/api/referrers?q=${encodeURIComponent(q)}&companyId=${encodeURIComponent(q)}`,
        payload: undefined,
      })),
      fc.string({ unit: "binary" }).map((q) => ({
        method: "GET" as const,
        url: `/api/referral-companies?q=${encodeURIComponent(q)}`,
        payload: undefined,
      })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ method, url, payload }) => {
        const res = await t.app.inject({ method, url, headers: { cookie }, payload });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe("string");
      }),
      { numRuns: 400 },
    );
  });

  it("refuses a NUL character readably", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie },
      payload: { receiverId: otherId, content: "a\u0000b" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Text cannot contain a null character");
    const search = await t.app.inject({ method: "GET", url: "/api/referrers?q=a%00b" });
    expect(search.statusCode).toBe(400);
    const request = await t.app.inject({
      method: "POST",
      url: "/api/referral-requests",
      headers: { cookie },
      payload: { offeringId, message: "\u0000hello" },
    });
    expect(request.statusCode).toBe(400);
  });
});
