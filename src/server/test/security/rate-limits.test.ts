import { WAITLIST_COUNTRIES, WAITLIST_ROLES } from "@shared/schemas/waitlist";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../app";
import { seedReferralRequest } from "../data/referrals";

/**
 * The allowances (OWASP ASVS 5.0 L2, docs/architecture.md, "Security"): the request after the allowance is
 * answered 429 with `Retry-After` (seconds) and a readable message; another address (or, where the
 * limit is per person, another person) is unaffected; the allowance returns after the window. The
 * limiter's store reads `Date.now()`, so the window is passed with a faked clock, not by waiting.
 *
 * The limiter counts every request, valid or not, so most cases send cheap requests that fail
 * validation: what is measured is the count, not what the route does with a good request.
 */

const WINDOW_MS = 60_000;
const HOUR_MS = 60 * WINDOW_MS;
let addressCounter = 0;
/** A fresh client address (TEST-NET-3) for each use, as `remoteAddress` of the request. */
const freshAddress = () => `203.0.113.${++addressCounter}`;

interface Person {
  id: number;
  username: string;
  cookie: string;
}

interface Limited {
  max: number;
  /** Whose allowance: the client's address, or the signed-in person's whatever their address. */
  per: "address" | "person";
  /** The allowance's window; a minute unless said. */
  windowMs?: number;
  send(t: TestApp, remoteAddress: string, person: Person): Promise<LightMyRequestResponse>;
}

const json = (
  t: TestApp,
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  remoteAddress: string,
  body: unknown,
  cookie?: string,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });

let sequence = 0;

const LIMITED: Record<string, Limited> = {
  "POST /api/auth/register": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/auth/register", ip, { username: "x" }),
  },
  "POST /api/auth/login": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/auth/login", ip, { username: "x" }),
  },
  "POST /api/auth/password-reset": {
    max: 5,
    per: "address",
    // A real request: the answer is the same whether or not the address belongs to someone.
    send: (t, ip) =>
      json(t, "POST", "/api/auth/password-reset", ip, { email: `nobody${++sequence}@example.test` }),
  },
  "POST /api/auth/password-reset/confirm": {
    max: 10,
    per: "address",
    send: (t, ip) =>
      json(t, "POST", "/api/auth/password-reset/confirm", ip, {
        token: "made-up",
        password: "abcdef1",
        confirmPassword: "abcdef1",
      }),
  },
  "POST /api/account/email/confirm": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/account/email/confirm", ip, { token: "made-up" }),
  },
  "POST /api/auth/login/2fa": {
    max: 10,
    per: "address",
    // A new made-up challenge each time: the per-challenge allowance (5) is not what is counted here.
    send: (t, ip) =>
      json(t, "POST", "/api/auth/login/2fa", ip, { challenge: `made-up-${++sequence}`, code: "123456" }),
  },
  "POST /api/account/two-factor/setup": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/two-factor/setup", ip, { password: "" }, p.cookie),
  },
  "POST /api/account/two-factor/enable": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/two-factor/enable", ip, { code: "x" }, p.cookie),
  },
  "POST /api/account/two-factor/disable": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/two-factor/disable", ip, { password: "" }, p.cookie),
  },
  "DELETE /api/account/sessions/{id}": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "DELETE", "/api/account/sessions/1", ip, { password: "" }, p.cookie),
  },
  "POST /api/account/sessions/end-others": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/sessions/end-others", ip, { password: "" }, p.cookie),
  },
  "POST /api/auth/verify-email": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/auth/verify-email", ip, { token: "made-up" }),
  },
  "POST /api/auth/verify-email/resend": {
    max: 3,
    per: "person",
    send: (t, ip, p) => json(t, "POST", "/api/auth/verify-email/resend", ip, {}, p.cookie),
  },
  "POST /api/account/password": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/password", ip, { currentPassword: "" }, p.cookie),
  },
  "POST /api/account/email": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/email", ip, { email: "not an email" }, p.cookie),
  },
  "DELETE /api/account": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "DELETE", "/api/account", ip, { password: "" }, p.cookie),
  },
  "POST /api/account/files/{kind}": {
    max: 20,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/account/files/resume", ip, { file: "not multipart" }, p.cookie),
  },
  "POST /api/waitlist": {
    max: 5,
    per: "address",
    send: (t, ip) =>
      json(t, "POST", "/api/waitlist", ip, {
        email: `wait${++sequence}@example.test`,
        fullName: "Waiting Person",
        interestedCountries: [WAITLIST_COUNTRIES[0]],
        interestedRoles: [WAITLIST_ROLES[0]],
      }),
  },
  "POST /api/waitlist/confirm": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/waitlist/confirm", ip, { token: "made-up" }),
  },
  "POST /unsubscribe": {
    max: 30,
    per: "address",
    send: (t, ip) => t.app.inject({ method: "POST", url: "/unsubscribe?token=made-up", remoteAddress: ip }),
  },
  "GET /api/unsubscribe": {
    max: 30,
    per: "address",
    send: (t, ip) =>
      t.app.inject({ method: "GET", url: "/api/unsubscribe?token=made-up", remoteAddress: ip }),
  },
  "POST /api/unsubscribe/undo": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/unsubscribe/undo", ip, { token: "made-up" }),
  },
  "POST /api/referrers": {
    max: 30,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/referrers", ip, { companyId: 0 }, p.cookie),
  },
  "PATCH /api/referrers/{id}": {
    max: 30,
    per: "address",
    send: (t, ip, p) => json(t, "PATCH", "/api/referrers/999999", ip, { experience: 1 }, p.cookie),
  },
  "DELETE /api/referrers/{id}": {
    max: 30,
    per: "address",
    send: (t, ip, p) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/referrers/999999",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "POST /api/applications/from-link": {
    max: 30,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "POST", "/api/applications/from-link", ip, { url: "ftp://x" }, p.cookie),
  },
  "POST /api/applications/from-text": {
    max: 30,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "POST", "/api/applications/from-text", ip, { title: "" }, p.cookie),
  },
  "POST /api/saved-searches": {
    max: 30,
    per: "person",
    send: (t, ip, p) => json(t, "POST", "/api/saved-searches", ip, { name: "" }, p.cookie),
  },
  "POST /api/referral-requests": {
    max: 10,
    per: "address",
    send: (t, ip, p) => json(t, "POST", "/api/referral-requests", ip, { offeringId: 0 }, p.cookie),
  },
  "POST /api/messages": {
    max: 20,
    per: "person",
    // A real message each time, to the person's own first contact.
    send: (t, ip, p) =>
      json(t, "POST", "/api/messages", ip, { receiverId: recipientOf(p), content: "Hello again" }, p.cookie),
  },
  "POST /api/countries/compared": {
    max: 30,
    per: "person",
    send: (t, ip, p) => json(t, "POST", "/api/countries/compared", ip, { countryIds: [1] }, p.cookie),
  },
  "POST /api/conversations/{userId}/report": {
    max: 10,
    per: "person",
    send: (t, ip, p) => json(t, "POST", "/api/conversations/999999/report", ip, {}, p.cookie),
  },
  "GET /api/jobs": {
    max: 120,
    // A visitor's searches count per address (job-search-abuse.test.ts).
    per: "person",
    send: (t, ip, p) =>
      t.app.inject({
        method: "GET",
        url: "/api/jobs?q=engineer",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "GET /api/companies": {
    max: 120,
    per: "person",
    send: (t, ip, p) =>
      t.app.inject({
        method: "GET",
        url: "/api/companies?q=acme",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "GET /api/take-home": {
    max: 120,
    // Each answer runs a tax computation; a visitor's count per address.
    per: "person",
    send: (t, ip, p) =>
      t.app.inject({
        method: "GET",
        url: "/api/take-home?country=DE&gross=60000&currency=EUR",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "POST /api/companies": {
    max: 5,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "POST", "/api/companies", ip, { name: "" }, p.cookie),
  },
  "POST /api/companies/{id}/jobs": {
    max: 30,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "POST", "/api/companies/999999/jobs", ip, { title: "" }, p.cookie),
  },
  "PATCH /api/companies/{id}": {
    max: 60,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "PATCH", "/api/companies/999999", ip, { location: "" }, p.cookie),
  },
  "PATCH /api/jobs/{id}": {
    max: 60,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) => json(t, "PATCH", "/api/jobs/999999", ip, { title: "" }, p.cookie),
  },
  "POST /api/jobs/{id}/close": {
    max: 60,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) =>
      t.app.inject({
        method: "POST",
        url: "/api/jobs/999999/close",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "POST /api/jobs/{id}/reopen": {
    max: 60,
    per: "person",
    windowMs: HOUR_MS,
    send: (t, ip, p) =>
      t.app.inject({
        method: "POST",
        url: "/api/jobs/999999/reopen",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "PATCH /api/saved-searches/{id}": {
    max: 30,
    per: "person",
    send: (t, ip, p) => json(t, "PATCH", "/api/saved-searches/999999", ip, { name: "" }, p.cookie),
  },
  "DELETE /api/saved-searches/{id}": {
    max: 30,
    per: "person",
    send: (t, ip, p) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/saved-searches/999999",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "PATCH /api/applications/{jobId}": {
    max: 60,
    per: "person",
    send: (t, ip, p) => json(t, "PATCH", "/api/applications/999999", ip, { status: "nope" }, p.cookie),
  },
  "DELETE /api/applications/{jobId}": {
    max: 60,
    per: "person",
    send: (t, ip, p) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/applications/999999",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
  "POST /api/unsubscribe": {
    max: 10,
    per: "address",
    send: (t, ip) => json(t, "POST", "/api/unsubscribe", ip, { token: "made-up" }),
  },
  "POST /api/jobs/{id}/apply": {
    max: 60,
    per: "address",
    send: (t, ip, p) =>
      t.app.inject({
        method: "POST",
        url: "/api/jobs/999999/apply",
        remoteAddress: ip,
        headers: { cookie: p.cookie },
      }),
  },
};

const recipients = new Map<number, number>();
function recipientOf(p: Person): number {
  const id = recipients.get(p.id);
  if (id === undefined) throw new Error("no recipient prepared");
  return id;
}

function expectLimited(
  res: LightMyRequestResponse,
  message: RegExp = /wait \d+ seconds/i,
  windowMs = WINDOW_MS,
): void {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ code: "rate_limited", message: expect.stringMatching(message) });
}

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function person(): Promise<Person> {
    const user = await seedUser(t.db, { password: "password123" });
    const other = await seedUser(t.db);
    // A referral request between the two is what lets them message each other.
    await seedReferralRequest(t.db, { seekerId: user.id, referrerId: other.id });
    recipients.set(user.id, other.id);
    return { id: user.id, username: user.username, cookie: await sessionCookie(t.app, t.db, user.id) };
  }

  it("limits exactly the routes listed here, with the allowances listed here", async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const me = await person();
    const ip = freshAddress();
    const found: Record<string, number> = {};
    // Logout ends the session the other probes need (and a visitor is refused before the limiter), so it goes last.
    const paths = Object.entries(doc.paths).sort(
      ([a], [b]) => Number(a === "/api/auth/logout") - Number(b === "/api/auth/logout"),
    );
    for (const [route, methods] of paths) {
      // The live message stream never ends; it is opened once per page, not requested in bulk.
      if (route.endsWith("/stream")) continue;
      for (const method of Object.keys(methods)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        const url = route.replace("{id}", "999999").replace("{kind}", "resume");
        const res = await t.app.inject({
          method: method.toUpperCase() as "POST",
          url,
          remoteAddress: ip,
          headers: { cookie: me.cookie },
        });
        const limit = res.headers["x-ratelimit-limit"];
        if (limit !== undefined) found[`${method.toUpperCase()} ${route}`] = Number(limit);
      }
    }
    const listed = Object.fromEntries(Object.entries(LIMITED).map(([route, l]) => [route, l.max]));
    expect(found).toEqual(listed);
    // docs/architecture.md names these; they must stay limited.
    for (const route of [
      "POST /api/auth/login",
      "POST /api/auth/register",
      "POST /api/auth/password-reset",
      "POST /api/waitlist",
      "POST /api/messages",
    ]) {
      expect(found[route], route).toBeGreaterThan(0);
    }
  });

  for (const [route, limited] of Object.entries(LIMITED)) {
    const windowMs = limited.windowMs ?? WINDOW_MS;
    const period = windowMs === WINDOW_MS ? "a minute" : "an hour";
    // An hourly wait is said in minutes.
    const waitMessage = windowMs === WINDOW_MS ? /wait \d+ seconds/i : /wait \d+ minutes/i;
    const limitedAnswer = (res: LightMyRequestResponse) => expectLimited(res, waitMessage, windowMs);
    it(`${route}: ${limited.max} ${period} per ${limited.per}, then 429 until the window has passed`, async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const me = await person();
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < limited.max; i++) statuses.push((await limited.send(t, ip, me)).statusCode);
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const allowed = statuses[0];

      limitedAnswer(await limited.send(t, ip, me));

      if (limited.per === "address") {
        // Another client, even the same person elsewhere, has an allowance of its own.
        expect((await limited.send(t, freshAddress(), me)).statusCode).toBe(allowed);
      } else {
        // Another person at the same address is unaffected; the same person elsewhere is not.
        expect((await limited.send(t, ip, await person())).statusCode).toBe(allowed);
        limitedAnswer(await limited.send(t, freshAddress(), me));
      }

      vi.setSystemTime(Date.now() + windowMs - 2_000);
      const late = await limited.send(t, ip, me);
      expectLimited(late, /wait \d+ seconds/i, windowMs);
      // Retry-After counts down with the window.
      expect(Number(late.headers["retry-after"])).toBeLessThanOrEqual(3);
      vi.setSystemTime(Date.now() + 3_000);
      expect((await limited.send(t, ip, me)).statusCode).toBe(allowed);
    });
  }

  describe("sign-in", () => {
    const login = (ip: string, username: string, password: string) =>
      json(t, "POST", "/api/auth/login", ip, { username, password });

    it("allows 5 attempts a minute on one account from any number of addresses", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const owner = await person();
      const statuses: number[] = [];
      // Case does not make another account for the count.
      const spellings = [
        owner.username,
        owner.username.toUpperCase(),
        owner.username,
        owner.username,
        owner.username,
      ];
      for (const name of spellings)
        statuses.push((await login(freshAddress(), name, "wrong-password")).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);

      const blocked = await login(freshAddress(), owner.username, "wrong-password");
      expectLimited(blocked, /too many sign-in attempts for this account.*wait \d+ seconds/i);
      // Even the right password waits: guessing must not be able to tell which attempt was right.
      expectLimited(await login(freshAddress(), owner.username, "password123"), /this account/);

      // Another account at the same address is unaffected.
      const other = await person();
      const sameAddress = freshAddress();
      expectLimited(await login(sameAddress, owner.username, "password123"), /this account/);
      expect((await login(sameAddress, other.username, "password123")).statusCode).toBe(200);

      vi.setSystemTime(Date.now() + WINDOW_MS + 1_000);
      expect((await login(freshAddress(), owner.username, "password123")).statusCode).toBe(200);
    });

    it("allows 10 attempts a minute from one address across accounts", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const ip = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await login(ip, `nobody${i}x${++sequence}`, "wrong-password")).statusCode);
      expect(statuses).toEqual(Array(10).fill(401));

      const someone = await person();
      // The address is spent, whichever account it tries next.
      expectLimited(await login(ip, someone.username, "password123"));
      expect((await login(freshAddress(), someone.username, "password123")).statusCode).toBe(200);

      vi.setSystemTime(Date.now() + WINDOW_MS + 1_000);
      expect((await login(ip, someone.username, "password123")).statusCode).toBe(200);
    });
  });

  describe("password checks of a signed-in person", () => {
    // Each route that confirms the password, answered 400 for a wrong one.
    const wrongPassword: Record<string, (ip: string, cookie: string) => Promise<LightMyRequestResponse>> = {
      "change password": (ip, cookie) =>
        json(
          t,
          "POST",
          "/api/account/password",
          ip,
          {
            currentPassword: "wrong-password",
            newPassword: "new-password-1",
            confirmPassword: "new-password-1",
          },
          cookie,
        ),
      "change email": (ip, cookie) =>
        json(
          t,
          "POST",
          "/api/account/email",
          ip,
          { email: `moved${++sequence}@example.test`, currentPassword: "wrong-password" },
          cookie,
        ),
      "delete account": (ip, cookie) =>
        json(t, "DELETE", "/api/account", ip, { password: "wrong-password" }, cookie),
    };
    const routes = Object.values(wrongPassword);

    it("allow 5 attempts a minute on one account, from any number of addresses and across these routes", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const owner = await person();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const send = routes[i % routes.length] as (typeof routes)[number];
        statuses.push((await send(freshAddress(), owner.cookie)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);

      for (const [name, send] of Object.entries(wrongPassword)) {
        const blocked = await send(freshAddress(), owner.cookie);
        expect(blocked.statusCode, name).toBe(429);
        expectLimited(blocked, /too many password attempts for this account.*wait \d+ seconds/i);
      }

      // Another person at the same address is unaffected.
      const other = await person();
      const sameAddress = freshAddress();
      expectLimited((await routes[0]?.(sameAddress, owner.cookie)) as LightMyRequestResponse, /this account/);
      expect((await routes[0]?.(sameAddress, other.cookie))?.statusCode).toBe(400);

      vi.setSystemTime(Date.now() + WINDOW_MS + 1_000);
      expect((await routes[2]?.(freshAddress(), owner.cookie))?.statusCode).toBe(400);
    });
  });

  describe("behind a trusted proxy", () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ config: { trustProxy: ["10.0.0.0/8"] } });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it("counts per client address from X-Forwarded-For, not per proxy", async () => {
      const send = (client: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/auth/password-reset",
          remoteAddress: "10.0.0.2",
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          payload: JSON.stringify({ email: "someone@example.test" }),
        });
      for (let i = 0; i < 5; i++) expect((await send("198.51.100.7")).statusCode).toBe(200);
      expectLimited(await send("198.51.100.7"));
      expect((await send("198.51.100.8")).statusCode).toBe(200);
    });
  });
});
