import zlib from "node:zlib";
import type { CityLocation, Country, CountrySummary } from "@shared/schemas/countries";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCache } from "../../caches/invalidation";
import { companies, jobs } from "../../db/schema/jobs";
import { cities, countries } from "../../db/schema/places";
import { createTestApp, type TestApp } from "../../test/app";

const source = {
  source: "Test Bureau of Statistics",
  year: 2024,
  indicator: "Employment rate, ages 15+",
  method: "The rate as published.",
  level: "country",
  estimate: false,
  publisher: "Test Bureau of Statistics",
  title: "Labour Survey 2024",
  dataYear: "2023",
  url: "https://stats.example/labour",
  value: 72.5,
  unit: "% of population aged 15+",
} as const;
const estimate = {
  source: "Borderless estimate",
  year: 2026,
  indicator: "Survey share (Borderless estimate)",
  method: "Borderless estimate: the median of the other countries.",
  level: "country",
  estimate: true,
  publisher: null,
  title: null,
  dataYear: null,
  url: null,
  value: 22,
  unit: "% of respondents",
} as const;

function buildCountry(name: string, code: string) {
  return {
    name,
    code,
    tag: `${name} tag`,
    region: "Europe",
    image: null,
    colors: ["#000000", "#FFFFFF"],
    employmentOpportunity: 72.5,
    culturalAcceptance: 81,
    standardOfLiving: 7.2,
    housingAvailability: 6.4,
    vegetarianFriendly: 35,
    nonVegPercentage: 65,
    racism: 22,
    culturalVibrancy: 88,
    stapleFood: "Bread",
    currency: "EUR",
    sources: { employmentOpportunity: source, racism: estimate },
  };
}

describe("countries API on its own data", () => {
  let t: TestApp;
  let ids: { a: number; b: number; c: number };

  beforeAll(async () => {
    t = await createTestApp();
    const inserted = await t.db
      .insert(countries)
      .values([buildCountry("Alpha", "AA"), buildCountry("Beta", "BB"), buildCountry("Gamma", "GG")])
      .returning({ id: countries.id });
    const [a, b, c] = inserted.map((r) => r.id);
    if (a === undefined || b === undefined || c === undefined) throw new Error("countries not inserted");
    ids = { a, b, c };
    const [company] = await t.db
      .insert(companies)
      .values({ name: "Acme", logo: "AC", location: "Alpha City, Alpha" })
      .returning({ id: companies.id });
    if (!company) throw new Error("company not inserted");
    const job = (countryId: number | null, n: number) => ({
      title: `Job ${n}`,
      companyId: company.id,
      countryId,
      location: "Somewhere",
      employmentType: "Full-time",
      workType: "Remote",
      visaStatus: "yes" as const,
      postedAt: new Date(),
      description: "Work",
      applyUrl: "https://example.test/apply",
      searchText: `job ${n}`,
    });
    await t.db.insert(jobs).values([job(a, 1), job(a, 2), job(a, 3), job(b, 4), job(null, 5)]);
    await t.db.insert(cities).values([
      {
        countryId: a,
        name: "Alpha City",
        description: "The capital.",
        employmentOpportunity: 80,
        culturalAcceptance: 75,
        housingAvailability: 5.5,
        racism: 18,
        vegetarianFriendly: 40,
        sources: { employmentOpportunity: source },
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every country with its scores, sources and the number of its jobs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/countries" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Country[];
    expect(list.map((c) => [c.name, c.jobCount])).toEqual([
      ["Alpha", 3],
      ["Beta", 1],
      ["Gamma", 0],
    ]);
    expect(list[0]).toMatchObject({
      id: ids.a,
      code: "AA",
      tag: "Alpha tag",
      image: null,
      colors: ["#000000", "#FFFFFF"],
      employmentOpportunity: 72.5,
      culturalAcceptance: 81,
      standardOfLiving: 7.2,
      housingAvailability: 6.4,
      vegetarianFriendly: 35,
      nonVegPercentage: 65,
      racism: 22,
      culturalVibrancy: 88,
      stapleFood: "Bread",
      currency: "EUR",
      sources: { employmentOpportunity: source, racism: estimate },
    });
  });

  it("answers one country by id with its job count", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/countries/${ids.b}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.b, name: "Beta", jobCount: 1 });
  });

  it("answers 404 'Country not found' for an unknown or malformed id", async () => {
    for (const id of [
      String(ids.c + 1000),
      "0",
      "-1",
      "abc",
      "1.5",
      "1e3",
      "99999999999999",
      "%20",
      "9".repeat(150),
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/countries/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ code: "not_found", message: "Country not found" });
    }
  });

  it("answers any id text with the country or a readable 404, never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (raw) => {
        for (const suffix of ["", "/cities"]) {
          const res = await t.app.inject({
            method: "GET",
            url: `/api/countries/${encodeURIComponent(raw)}${suffix}`,
          });
          expect([200, 404]).toContain(res.statusCode);
          expect(typeof res.json().message === "string" || res.statusCode === 200).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("lists a country's cities, and 404 for an unknown country", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/countries/${ids.a}/cities` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: "Alpha City", description: "The capital.", housingAvailability: 5.5 }),
    ]);
    const none = await t.app.inject({ method: "GET", url: `/api/countries/${ids.b}/cities` });
    expect(none.json()).toEqual([]);
    const missing = await t.app.inject({ method: "GET", url: "/api/countries/424242/cities" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Country not found");
  });

  it("keeps both lists as sent, and sends them again changed once a job, a country or the reference data changes", async () => {
    const names = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      const list = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as Country[];
      return list.map((c) => `${c.name} ${c.jobCount}`);
    };
    const both = async () => [await names("/api/countries"), await names("/api/country-summaries")];
    expect(await both()).toEqual([
      ["Alpha 3", "Beta 1", "Gamma 0"],
      ["Alpha 3", "Beta 1", "Gamma 0"],
    ]);

    // A job posted in Gamma counts at once.
    const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    const [posted] = await t.db
      .insert(jobs)
      .values({
        title: "Gamma Job",
        companyId: company?.id ?? 0,
        countryId: ids.c,
        location: "Gamma City",
        employmentType: "Full-time",
        workType: "Remote",
        visaStatus: "no" as const,
        postedAt: new Date(),
        description: "Work",
        applyUrl: "https://example.test/apply",
        searchText: "gamma job",
      })
      .returning({ id: jobs.id });
    expect(await both()).toEqual([
      ["Alpha 3", "Beta 1", "Gamma 1"],
      ["Alpha 3", "Beta 1", "Gamma 1"],
    ]);

    // A new country too.
    const [delta] = await t.db
      .insert(countries)
      .values(buildCountry("Delta", "DD"))
      .returning({ id: countries.id });
    expect((await both())[0]).toEqual(["Alpha 3", "Beta 1", "Gamma 1", "Delta 0"]);

    // A change to a country's row, announced as a reload of the reference data announces it.
    await t.db.update(countries).set({ name: "Gamma Prime" }).where(eq(countries.id, ids.c));
    await invalidateCache(t.db, "reference");
    expect(await both()).toEqual([
      ["Alpha 3", "Beta 1", "Gamma Prime 1", "Delta 0"],
      ["Alpha 3", "Beta 1", "Gamma Prime 1", "Delta 0"],
    ]);

    await t.db.delete(jobs).where(eq(jobs.id, posted?.id ?? 0));
    await t.db.delete(countries).where(eq(countries.id, delta?.id ?? 0));
    await t.db.update(countries).set({ name: "Gamma" }).where(eq(countries.id, ids.c));
    await invalidateCache(t.db, "reference");
    expect((await both())[0]).toEqual(["Alpha 3", "Beta 1", "Gamma 0"]);
  });

  it("sends a kept list as the client asks: Brotli, gzip, deflate or plain, the same JSON each way", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/countries?region=Europe" });
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const expected = plain.json() as Country[];
    expect(expected.map((c) => c.name)).toEqual(["Alpha", "Beta", "Gamma"]);
    const decode: Record<string, (body: Buffer) => Buffer> = {
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      deflate: zlib.inflateSync,
    };
    for (const [asked, sent] of [
      ["br", "br"],
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["x-gzip", "gzip"],
      ["deflate", "deflate"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/countries?region=Europe",
        headers: { "accept-encoding": asked },
      });
      expect(res.headers["content-encoding"], asked).toBe(sent);
      expect(res.headers.vary, asked).toMatch(/accept-encoding/i);
      const body = decode[sent]?.(res.rawPayload).toString("utf8") ?? "";
      expect(JSON.parse(body), asked).toEqual(expected);
    }
  });
});

describe("countries API on the demo data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every country of the world, the 17 first with their ids, each with its jobs counted", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/countries" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Country[];
    expect(list.length).toBeGreaterThanOrEqual(193);
    expect(list.slice(0, 17).map((c) => c.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(list.find((c) => c.code === "IN")?.name).toBe("India");
    expect(list.find((c) => c.code === "IN")?.id).toBe(17);
    const counted = await t.db
      .select({ countryId: jobs.countryId, n: count() })
      .from(jobs)
      .groupBy(jobs.countryId);
    for (const country of list) {
      expect(country.jobCount, country.name).toBe(counted.find((r) => r.countryId === country.id)?.n ?? 0);
    }
    expect(list.reduce((sum, c) => sum + c.jobCount, 0)).toBeGreaterThanOrEqual(60);
  });

  it("gives Poland its UN M49 region and its World Bank employment figure, with where it was read", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/countries" })).json() as Country[];
    const listed = list.find((c) => c.code === "PL");
    expect(listed).toMatchObject({
      name: "Poland",
      region: "Europe",
      subregion: "Eastern Europe",
      tag: null,
    });
    const poland = (
      await t.app.inject({ method: "GET", url: `/api/countries/${listed?.id}` })
    ).json() as Country;
    expect(poland.employmentOpportunity).toBe(57.1);
    expect(poland.sources.employmentOpportunity).toMatchObject({
      estimate: false,
      publisher: expect.stringContaining("World Bank"),
      value: 57.1,
      dataYear: "2024",
      readAt: expect.stringMatching(
        /sl_emp_totl_sp_zs.*@0f0d0962479dd72d29a3b725072fefa1da633c99 \(row pol,2024\)$/,
      ),
    });
    // The list leaves out where figures were read; one country gives it.
    expect(listed?.sources.employmentOpportunity).not.toHaveProperty("readAt");
    // UNDP HDR 2025: 0.906 (rank 35), scored × 10; WDI 2024 price level 0.497 and 3.9808 PLN per US$.
    expect(poland.standardOfLiving).toBe(9.06);
    expect(poland.sources.standardOfLiving).toMatchObject({
      value: 0.906,
      dataYear: "2023",
      readAt: expect.stringMatching(
        /HDR25_Composite_indices_complete_time_series\.csv@1e87211.* \(row POL, /,
      ),
    });
    expect(poland.priceLevel).toMatchObject({ value: 0.497, year: 2024 });
    expect(poland.exchangeRate).toMatchObject({ value: 3.9808, year: 2024 });
  });

  it("says a figure is not published rather than estimating it, keeping the neutral score", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/countries" })).json() as Country[];
    // UNDP publishes no HDI for Monaco; no World Bank employment ratio either.
    const monaco = list.find((c) => c.code === "MC");
    expect(monaco?.standardOfLiving).toBe(5);
    expect(monaco?.sources.standardOfLiving).toMatchObject({
      missing: true,
      estimate: false,
      value: null,
      publisher: expect.stringContaining("UNDP"),
      method: expect.stringMatching(/^Not published: /),
    });
    expect(monaco?.employmentOpportunity).toBe(50);
    expect(monaco?.sources.employmentOpportunity).toMatchObject({ missing: true });
    expect(monaco?.priceLevel).toBeNull();
    expect(monaco?.pppFactor).toBeNull();
  });

  it("keeps the countries of one UN M49 region with ?region=", async () => {
    const europe = (
      await t.app.inject({ method: "GET", url: "/api/countries?region=Europe" })
    ).json() as Country[];
    expect(europe.length).toBeGreaterThan(40);
    expect(europe.every((c) => c.region === "Europe")).toBe(true);
    expect(europe.map((c) => c.code)).toEqual(expect.arrayContaining(["PL", "DE", "GB"]));
    const lower = (await t.app.inject({ method: "GET", url: "/api/countries?region=europe" })).json();
    expect(lower).toHaveLength(europe.length);
    const none = await t.app.inject({ method: "GET", url: "/api/countries?region=Atlantis" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("keeps the list of every country small: under 60 KB compressed", async () => {
    for (const encoding of ["br", "gzip"]) {
      const packed = await t.app.inject({
        method: "GET",
        url: "/api/countries",
        headers: { "accept-encoding": encoding },
      });
      expect(packed.headers["content-encoding"]).toBe(encoding);
      expect(packed.rawPayload.length, encoding).toBeLessThan(60_000);
    }
  });

  it("gives lists every country's scores with each source in one line, under a quarter of the full answer", async () => {
    const full = await t.app.inject({ method: "GET", url: "/api/countries" });
    const res = await t.app.inject({ method: "GET", url: "/api/country-summaries" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as CountrySummary[];
    const countries = full.json() as Country[];
    expect(list.map((c) => [c.id, c.code, c.jobCount])).toEqual(
      countries.map((c) => [c.id, c.code, c.jobCount]),
    );
    expect(res.rawPayload.length * 4).toBeLessThan(full.rawPayload.length);
    const poland = list.find((c) => c.code === "PL");
    expect(poland).toMatchObject({ name: "Poland", region: "Europe", employmentOpportunity: 57.1 });
    expect(poland).not.toHaveProperty("priceLevel");
    expect(poland?.sources.employmentOpportunity).toEqual({
      label: "employment rate, ages 15+ · World Bank 2025 (data 2024)",
      estimate: false,
      missing: false,
    });
    const monaco = list.find((c) => c.code === "MC");
    expect(monaco?.sources.standardOfLiving).toEqual({
      label: expect.stringMatching(/^Human Development Index · not published by UNDP \d{4}$/),
      estimate: false,
      missing: true,
    });
    // Every country has a one-line source for each of the eight scores, and no editorial text.
    for (const country of list) {
      expect(Object.keys(country.sources).sort(), country.name).toHaveLength(8);
      expect(country).not.toHaveProperty("stapleFood");
    }
    const europe = (
      await t.app.inject({ method: "GET", url: "/api/country-summaries?region=europe" })
    ).json() as CountrySummary[];
    expect(europe.length).toBeGreaterThan(40);
    expect(europe.every((c) => c.region === "Europe")).toBe(true);
  });

  it("sends the list (over 100 KB) compressed in one piece, with its length, to a client that takes Brotli", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/countries" });
    const packed = await t.app.inject({
      method: "GET",
      url: "/api/countries",
      headers: { "accept-encoding": "br" },
    });
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["content-length"]).toBe(String(packed.rawPayload.length));
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("gives every score of every country its source: a publication's figure, a Borderless estimate or not published", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/countries" })).json() as Country[];
    const metrics = [
      "employmentOpportunity",
      "culturalAcceptance",
      "standardOfLiving",
      "housingAvailability",
      "vegetarianFriendly",
      "nonVegPercentage",
      "racism",
      "culturalVibrancy",
    ] as const;
    for (const country of list) {
      for (const key of metrics) {
        expect(typeof country[key], `${country.name} ${key}`).toBe("number");
        const source = country.sources[key];
        expect(source?.source, `${country.name} ${key}`).toEqual(expect.any(String));
        expect(source?.year, `${country.name} ${key}`).toEqual(expect.any(Number));
        expect(source?.indicator, `${country.name} ${key}`).toEqual(expect.any(String));
        if (source?.estimate) {
          expect(source.method, `${country.name} ${key}`).toMatch(/^Borderless estimate: /);
          expect(source.publisher).toBeNull();
        } else if (source?.missing) {
          expect(source.method, `${country.name} ${key}`).toMatch(/^Not published: /);
          expect(source.value).toBeNull();
          expect(country[key], `${country.name} ${key}`).toBe(
            key === "standardOfLiving" || key === "housingAvailability" ? 5 : 50,
          );
        } else {
          expect(source?.publisher, `${country.name} ${key}`).toEqual(expect.any(String));
          expect(source?.value, `${country.name} ${key}`).toEqual(expect.any(Number));
          expect(source?.unit, `${country.name} ${key}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it("says where each figure comes from: the published value and unit, or that it is our estimate", async () => {
    const us = (await t.app.inject({ method: "GET", url: "/api/countries/1" })).json() as Country;
    expect(us.standardOfLiving).toBe(9.38);
    expect(us.sources.standardOfLiving).toMatchObject({
      estimate: false,
      indicator: "Human Development Index (HDI)",
      value: 0.938,
      unit: "HDI 0-1",
      dataYear: "2023",
      url: "https://hdr.undp.org/data-center/human-development-index",
      method: expect.stringContaining("multiplied by 10"),
    });
    expect(us.employmentOpportunity).toBe(59.4);
    expect(us.sources.employmentOpportunity).toMatchObject({ value: 59.4, year: 2025, dataYear: "2024" });
    expect(us.priceLevel).toMatchObject({
      value: 1,
      year: 2024,
      url: "https://data.worldbank.org/indicator/PA.NUS.PPPC.RF",
    });

    const germany = (await t.app.inject({ method: "GET", url: "/api/countries/4" })).json() as Country;
    expect(germany.name).toBe("Germany");
    // Gallup's first edition printed Germany's score (7.09 of 9); no copy of Norway's was found.
    expect(germany.sources.culturalAcceptance).toMatchObject({
      estimate: false,
      value: 7.09,
      dataYear: "2016",
    });
    const norway = (await t.app.inject({ method: "GET", url: "/api/countries/9" })).json() as Country;
    expect(norway.name).toBe("Norway");
    // Counted as the neutral 50 where a formula needs a number, and marked missing, never an estimate.
    expect(norway.culturalAcceptance).toBe(50);
    expect(norway.sources.culturalAcceptance).toMatchObject({ missing: true, estimate: false, value: null });
    expect(germany.exchangeRate).toMatchObject({ value: 0.9239, year: 2024 });
    // WDI PA.NUS.PRVT.PP, 2024: 0.7238180000 EUR per international $.
    expect(germany.pppFactor).toEqual({
      value: 0.723818,
      unit: "local currency units per international dollar (private consumption)",
      year: 2024,
      source: "World Bank WDI (ICP)",
      indicator: "PPP conversion factor, private consumption (LCU per international $)",
      publisher: expect.stringMatching(/^World Bank/),
      url: "https://data.worldbank.org/indicator/PA.NUS.PRVT.PP",
    });

    const cities = (
      await t.app.inject({ method: "GET", url: "/api/countries/4/cities" })
    ).json() as CityLocation[];
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) {
      expect(city.employmentOpportunity).toBe(germany.employmentOpportunity);
      const { readAt: _readAt, ...figure } = germany.sources.employmentOpportunity as { readAt?: string };
      expect(city.sources?.employmentOpportunity).toEqual({ ...figure, level: "country" });
    }
  });

  it("answers country 1 by id, agreeing with the list", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/countries" })).json() as Country[];
    const res = await t.app.inject({ method: "GET", url: "/api/countries/1" });
    expect(res.statusCode).toBe(200);
    const one = res.json() as Country;
    expect(one.sources.employmentOpportunity).toHaveProperty("readAt");
    expect({ ...one, sources: list[0]?.sources }).toEqual(list[0]);
    const missing = await t.app.inject({ method: "GET", url: `/api/countries/${list.length + 1000}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Country not found");
  });
});
