import type { Job } from "@shared/schemas/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";
import { computeTakeHome } from "../../take-home/compute-take-home";
import { loadTaxRules } from "../../take-home/load-tax-rules";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCompany, seedJob } from "../../test/data/jobs";

let t: TestApp;
let munichJob: number;
let texasJob: number;
let germanyId: number;

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [de] = await t.db.select().from(countries).where(eq(countries.code, "DE"));
  const [us] = await t.db.select().from(countries).where(eq(countries.code, "US"));
  if (!de || !us) throw new Error("reference countries missing");
  germanyId = de.id;
  const company = await seedCompany(t.db, { name: "Isar Robotics" });
  const hourly = await seedJob(t.db, { companyId: company.id, companyName: company.name, countryId: de.id });
  await t.db
    .update(jobs)
    .set({
      salaryCurrency: "EUR",
      salaryPeriod: "HOUR",
      payMin: 45.5,
      payMax: 60,
      salaryText: "45.50–60 EUR per hour",
    })
    .where(eq(jobs.id, hourly.id));
  munichJob = hourly.id;
  const texas = await seedJob(t.db, { companyId: company.id, companyName: company.name, countryId: us.id });
  await t.db
    .update(jobs)
    .set({ salaryCurrency: "USD", salaryPeriod: "HOUR", payMin: 20, payMax: 20 })
    .where(eq(jobs.id, texas.id));
  texasJob = texas.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("pay on job answers", () => {
  it("states pay per its period and makes it yearly with the country's usual weekly hours", async () => {
    const res = await get(`/api/jobs/${munichJob}`);
    expect(res.statusCode).toBe(200);
    // Germany: 40.2 usual hours a week of full-time employment (Eurostat, 2024) × 52 weeks.
    expect(res.json().pay).toEqual({
      currency: "EUR",
      min: 45.5,
      max: 60,
      period: "hour",
      annualMin: 95_113,
      annualMax: 125_424,
      converted: null,
    });
  });

  it("takes the ILO's forty-hour week where no usual hours are published", async () => {
    const pay = (await get(`/api/jobs/${texasJob}`)).json().pay;
    expect(pay).toMatchObject({ min: 20, max: 20, period: "hour", annualMin: 41_600, annualMax: 41_600 });
  });

  it("converts into ?currency= at the dated euro reference rate, in any case", async () => {
    const pay = (await get(`/api/jobs/${munichJob}?currency=usd`)).json().pay;
    expect(pay.converted).toEqual({
      currency: "USD",
      annualMin: 112_176,
      annualMax: 147_925,
      rate: 1.1794,
      rateDate: "2026-02-06",
    });
  });

  it("converts every job of a search page, and the bare list", async () => {
    const page = (await get("/api/jobs?pageSize=20&currency=GBP")).json();
    const paid = (page.items as Job[]).filter((job) => job.pay !== null);
    expect(paid.length).toBeGreaterThan(0);
    for (const job of paid) expect(job.pay?.converted?.currency).toBe("GBP");
    const list = (await get("/api/jobs?currency=GBP")).json() as Job[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.find((job) => job.pay)?.pay?.converted?.currency).toBe("GBP");
  });

  it("answers a currency without a rate with a readable 400", async () => {
    const res = await get(`/api/jobs/${munichJob}?currency=XYZ`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^We hold no exchange rate for XYZ\. Choose one of: AED, AUD/);
    const bad = await get(`/api/jobs/${munichJob}?currency=dollars`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("three-letter ISO 4217 code");
  });

  it("uses the signed-in person's Show pay in setting, which ?currency= overrides", async () => {
    const user = await seedUser(t.db, { username: "payer" });
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { payCurrency: "JPY" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payCurrency).toBe("JPY");
    expect((await get(`/api/jobs/${munichJob}`, cookie)).json().pay.converted.currency).toBe("JPY");
    expect((await get(`/api/jobs/${munichJob}?currency=EUR`, cookie)).json().pay.converted).toMatchObject({
      currency: "EUR",
      rate: 1,
      annualMin: 95_113,
    });
    const refused = await t.app.inject({
      method: "PATCH",
      url: "/api/account/settings",
      headers: { cookie },
      payload: { payCurrency: "XYZ" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.payCurrency[0]).toContain("no exchange rate for XYZ");
  });
});

describe("GET /api/exchange-rates", () => {
  it("answers the ECB's day with every currency it listed and the dirham derived from its peg", async () => {
    const rates = (await get("/api/exchange-rates")).json();
    expect(rates.date).toBe("2026-02-06");
    expect(rates.rates).toHaveLength(31);
    expect(rates.rates.find((r: { currency: string }) => r.currency === "USD")).toEqual({
      currency: "USD",
      perEuro: 1.1794,
      derivation: null,
    });
    const aed = rates.rates.find((r: { currency: string }) => r.currency === "AED");
    expect(aed.perEuro).toBeCloseTo(1.1794 * 3.6725, 3);
    expect(aed.derivation).toContain("official peg");
  });
});

describe("GET /api/take-home", () => {
  const rules = loadTaxRules();

  it("answers a German gross in euros as the rules compute it, by ISO code or country id", async () => {
    const expected = computeTakeHome(rules, { country: "DE", gross: 85_000 });
    const byCode = await get("/api/take-home?country=DE&gross=85000&currency=EUR");
    expect(byCode.statusCode).toBe(200);
    const answer = byCode.json();
    expect(answer).toMatchObject({
      country: "DE",
      currency: "EUR",
      gross: 85_000,
      net: expected.net,
      netMonthly: expected.netMonthly,
      incomeTax: expected.incomeTax,
      socialContributions: expected.socialContributions,
      conversion: null,
    });
    expect(answer.net).toBeCloseTo(answer.gross - answer.incomeTax - answer.socialContributions, 2);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.assumptions.join(" ")).toMatch(/single|children/i);
    const byId = (await get(`/api/take-home?country=${germanyId}&gross=85000&currency=EUR`)).json();
    expect(byId.net).toBe(answer.net);
  });

  it("converts a gross in another currency at the dated rate first, and says so", async () => {
    const answer = (await get("/api/take-home?country=de&gross=100000&currency=USD")).json();
    expect(answer.gross).toBe(84_788.88);
    expect(answer.conversion).toEqual({
      currency: "USD",
      amount: 100_000,
      rate: 0.847889,
      rateDate: "2026-02-06",
    });
    expect(answer.net).toBe(computeTakeHome(rules, { country: "DE", gross: 84_788.88 }).net);
    expect(answer.assumptions.at(-1)).toContain("2026-02-06");
  });

  it.each([
    ["country=ZZ&gross=50000&currency=EUR", /no take-home rules for ZZ/],
    ["country=999999&gross=50000&currency=EUR", /No country has the id 999999/],
    ["country=DE&gross=-5&currency=EUR", /cannot be negative/],
    ["country=DE&gross=1e13&currency=EUR", /too large/],
    ["country=DE&gross=lots&currency=EUR", /Gross must be the yearly pay/],
    ["country=DE&gross=50000&currency=XYZ", /no exchange rate for XYZ/],
    ["country=DE&gross=50000&currency=EUR&region=XX", /region/i],
    ["country=DE&gross=50000", /Name the gross.s currency/],
    ["gross=50000&currency=EUR", /country/i],
  ])("answers %s with a readable 400", async (query, message) => {
    const res = await get(`/api/take-home?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
