import { WAITLIST_COUNTRIES, WAITLIST_ROLES } from "@shared/schemas/waitlist";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../app";

/**
 * The public job search is the one query anybody can run without an account (OWASP ASVS 5.0 V2.4.1
 * anti-automation, V15.2.2 resource use): it pages only so deep, a visitor searches at a person's
 * pace, and a statement that runs too long is stopped and answered as "busy", not as a fault.
 */

const SEARCH_MAX = 120;
let addressCounter = 0;
const freshAddress = () => `203.0.113.${++addressCounter}`;

describe("job search depth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (query: string) => t.app.inject({ url: `/api/jobs?q=engineer&${query}` });

  it("answers pages up to 10,000 results deep", async () => {
    for (const query of ["page=500&pageSize=20", "page=100&pageSize=100", "page=10000&pageSize=1"]) {
      expect((await search(query)).statusCode, query).toBe(200);
    }
  });

  it("refuses a page beyond 10,000 results deep with a readable 400", async () => {
    for (const query of ["page=501&pageSize=20", "page=101&pageSize=100", "page=10000&pageSize=100"]) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: "validation",
        message: expect.stringMatching(/first 10,000 results.*narrow the search/i),
        fieldErrors: { page: [expect.stringMatching(/10,000/)] },
      });
    }
  });
});

describe("job search rate", () => {
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

  const search = (remoteAddress: string, cookie?: string) =>
    t.app.inject({ url: "/api/jobs?q=engineer", remoteAddress, headers: cookie ? { cookie } : {} });

  it(`allows a visitor ${SEARCH_MAX} searches a minute per address (per /64 for IPv6), then 429`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const statuses: number[] = [];
    for (let i = 0; i < SEARCH_MAX; i++) statuses.push((await search(`2001:db8:5:6::${i + 1}`)).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const limited = await search("2001:db8:5:6:abcd::1");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/wait \d+ seconds/),
    });
    // The bare list the specification's client calls is the same route, with the same allowance.
    expect((await t.app.inject({ url: "/api/jobs", remoteAddress: "2001:db8:5:6::1" })).statusCode).toBe(429);
    expect((await search("2001:db8:5:7::1")).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 61_000);
    expect((await search("2001:db8:5:6::1")).statusCode).toBe(200);
  });

  it("counts a signed-in person's searches as theirs, wherever they search from", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const shared = freshAddress();
    for (let i = 0; i < SEARCH_MAX; i++) expect((await search(freshAddress(), cookie)).statusCode).toBe(200);
    expect((await search(freshAddress(), cookie)).statusCode).toBe(429);
    // Their address is not spent for a visitor there.
    expect((await search(shared)).statusCode).toBe(200);
  });
});

describe("a statement the database stops", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 100 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("runs with a 5-second statement timeout", async () => {
    const result = (await t.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(result.rows[0]?.statement_timeout).toBe("5s");
  });

  it("is answered 503 with Retry-After and a readable message, not 500", async () => {
    // What PostgreSQL raises when statement_timeout cancels a statement (57014, query_canceled).
    await t.db.execute(sql`
      create function cancel_for_test() returns trigger language plpgsql as $$
      begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`);
    await t.db.execute(sql`
      create trigger cancel_for_test before insert on waitlist_entries
      for each row execute function cancel_for_test()`);
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          email: "slow@example.test",
          fullName: "Slow Query",
          interestedCountries: [WAITLIST_COUNTRIES[0]],
          interestedRoles: [WAITLIST_ROLES[0]],
        }),
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        code: "unavailable",
        message: expect.stringMatching(/took too long.*try again/i),
      });
    } finally {
      await t.db.execute(sql`drop trigger cancel_for_test on waitlist_entries`);
      await t.db.execute(sql`drop function cancel_for_test()`);
    }
  });

  // The embedded database runs in this process's thread and has no timer to stop a statement with
  // (it accepts the setting and ignores it); a PostgreSQL server enforces it.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "cancels a search that waits past the timeout (PostgreSQL) and answers 503",
    { timeout: 30_000 },
    async () => {
      const holder = new pg.Client({ connectionString: t.app.config.databaseUrl });
      await holder.connect();
      try {
        // Another session holds the jobs table: the search waits for it, as it would on a runaway scan.
        await holder.query("begin");
        await holder.query("lock table jobs in access exclusive mode");
        const started = Date.now();
        const answer = t.app.inject({ url: "/api/jobs?q=engineer" });
        // A deadline, not a sleep: what is tested is the server's own statement timeout (5 s of real
        // time, kept by PostgreSQL), which no fake clock in this process can move.
        const res = await Promise.race([
          answer,
          new Promise<undefined>((resolve) => setTimeout(resolve, 10_000, undefined)),
        ]);
        await holder.query("rollback");
        expect(res, "no answer within 10 s").toBeDefined();
        expect(res?.statusCode).toBe(503);
        expect(res?.json()).toMatchObject({ code: "unavailable" });
        expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
        await answer;
      } finally {
        await holder.end();
      }
    },
  );
});
