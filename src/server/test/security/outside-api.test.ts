import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSettings } from "../../db/schema/people";
import { createTestApp, seedUser, type TestApp } from "../app";
import { METRICS_TOKEN } from "../metrics-text";

/**
 * The routes outside /api, which the API fuzz (fuzz.test.ts, driven by the OpenAPI document) does not
 * reach: the unsubscribe link of every notification mail (GET in a browser or a mail scanner, POST
 * one-click) and /metrics. Generated requests: no 5xx, no change without a genuine token, and
 * /metrics answers only its bearer token.
 */
const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 200), 2_000);

describe("routes outside /api under generated requests", () => {
  let t: TestApp;
  let userId: number;
  let genuine: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 10_000, metricsToken: METRICS_TOKEN } });
    userId = (await seedUser(t.db, { passwordHash: "x" })).id;
    await t.db.insert(userSettings).values({ userId, jobAlerts: "Weekly" });
    genuine = t.app.unsubscribeTokens.sign({ userId, target: { setting: "jobAlerts" } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Made-up tokens, the genuine one, and the genuine one cut short or lengthened. */
  const tokens = () =>
    fc.oneof(
      fc.string({ maxLength: 500 }),
      fc.constant(genuine),
      fc.nat({ max: 60 }).map((cut) => genuine.slice(0, cut)),
      fc.string({ minLength: 1, maxLength: 20 }).map((tail) => `${genuine}${tail}`),
    );

  it("GET /unsubscribe never changes a setting and never fails", async () => {
    expect(genuine).not.toBe("");
    await fc.assert(
      fc.asyncProperty(tokens(), fc.boolean(), async (value, encode) => {
        const query = encode ? encodeURIComponent(value) : value.replace(/[#\s]/g, "");
        const res = await t.app.inject({ method: "GET", url: `/unsubscribe?token=${query}` });
        expect(res.statusCode).toBeLessThan(500);
        expect([303, 400]).toContain(res.statusCode);
      }),
      { numRuns: RUNS },
    );
    const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(row?.jobAlerts).toBe("Weekly");
  });

  it("POST /unsubscribe answers 200 only to a genuine token, and 4xx in plain text otherwise", async () => {
    const contentTypes = [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/json",
    ];
    await fc.assert(
      fc.asyncProperty(
        tokens(),
        fc.constantFrom(...contentTypes),
        fc.string({ maxLength: 2000 }),
        async (value, type, body) => {
          const res = await t.app.inject({
            method: "POST",
            url: `/unsubscribe?token=${encodeURIComponent(value)}`,
            headers: { "content-type": type },
            payload: body,
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 200) expect(value).toBe(genuine);
          else expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("/metrics answers its bearer token alone", async () => {
    const authorization = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
      fc.constant(`Bearer ${METRICS_TOKEN}x`),
      fc.constant(`bearer ${METRICS_TOKEN.slice(0, -1)}`),
    );
    await fc.assert(
      fc.asyncProperty(authorization, fc.constantFrom("GET", "POST", "HEAD"), async (value, method) => {
        const res = await t.app.inject({
          method: method as "GET",
          url: "/metrics",
          headers: { authorization: value.replace(/[\r\n]/g, "") },
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
    const ok = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
  });
});
