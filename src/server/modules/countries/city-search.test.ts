import type { CitySearchResult, Country } from "@shared/schemas/countries";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDocument } from "../../import/import-document";
import { applyGeoNamesCities } from "../../reference/geonames-cities";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

let t: TestApp;
let countryIds: Map<string, number>;
/** The written cities (cities.csv) as the demo data left them, before GeoNames was loaded. */
let writtenBefore: Array<{ id: number; name: string; description: string | null }>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.app.inject({ method: "GET", url: "/api/countries" });
  countryIds = new Map((res.json() as Country[]).map((c) => [c.code, c.id]));
  const india = await t.app.inject({ method: "GET", url: `/api/countries/${countryIds.get("IN")}/cities` });
  writtenBefore = india.json();
  await applyGeoNamesCities(t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<CitySearchResult[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/cities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CitySearchResult[];
}

describe("GET /api/cities", () => {
  it("finds a city by its name without accents or case, and by its other names", async () => {
    for (const q of ["Krakow", "krakÓw", "Cracow", "Krak"]) {
      const [first] = await search(`q=${encodeURIComponent(q)}`);
      expect(first, q).toMatchObject({ name: "Kraków", region: "Lesser Poland", timeZone: "Europe/Warsaw" });
      expect(first?.country.code).toBe("PL");
      expect(first?.population).toBeGreaterThan(700_000);
    }
    const [mumbai] = await search("q=Bombay");
    expect(mumbai).toMatchObject({ name: "Mumbai", exact: true, country: { code: "IN" } });
  });

  it("lists the largest first, at most the limit asked for (10 unless asked)", async () => {
    const found = await search("q=san");
    expect(found).toHaveLength(10);
    const populations = found.map((c) => c.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(found.every((c) => c.population !== null && c.population >= 15_000)).toBe(true);
    expect(await search("q=san&limit=3")).toHaveLength(3);
  });

  it("keeps one country's cities, named by our id or its ISO code", async () => {
    const [anywhere] = await search("q=London");
    expect(anywhere?.country.code).toBe("GB");
    const byCode = await search("q=London&country=ca");
    const byId = await search(`q=London&country=${countryIds.get("CA")}`);
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((c) => c.country.code === "CA")).toBe(true);
    expect(byId).toEqual(byCode);
    expect(await search("q=Krakow&country=DE")).toEqual([]);
  });

  it("answers bad input with a 400 and a message a person can read", async () => {
    for (const [query, message] of [
      ["q=", /city name/],
      ["q=%20-%20", /city name/],
      ["q=k", /two letters/],
      ["", /city name/i],
      [`q=${"a".repeat(101)}`, /at most 100/],
      ["q=Kra%00kow", /null character/],
      ["q=Krakow&country=ZZ", /Unknown country/],
      ["q=Krakow&country=999999", /Unknown country/],
      ["q=Krakow&country=Poland", /Unknown country/],
      ["q=Krakow&limit=21", /1 to 20/],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `/api/cities?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it("is described in the OpenAPI document with its query parameters", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = res.json() as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> };
    const names = doc.paths["/api/cities"]?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["q", "country", "limit"]));
  });

  it("reads the name index, not the whole table", async () => {
    const plan = (await t.db.execute(
      "explain select city_id from city_names where key like 'krak%' group by city_id",
    )) as unknown as { rows: Array<Record<string, string>> };
    const text = plan.rows.map((r) => Object.values(r).join(" ")).join("\n");
    expect(text).toMatch(/city_names_key_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe("GeoNames cities beside the written ones", () => {
  it("keeps the written cities' ids, names and descriptions, and adds their GeoNames facts", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/countries/${countryIds.get("IN")}/cities` });
    const after = res.json() as Array<{
      id: number;
      name: string;
      description: string | null;
      population: number;
    }>;
    expect(after.map(({ id, name, description }) => ({ id, name, description }))).toEqual(
      writtenBefore.map(({ id, name, description }) => ({ id, name, description })),
    );
    const [mumbai] = await search("q=Mumbai&country=IN&limit=1");
    expect(mumbai?.id).toBe(writtenBefore.find((c) => c.name === "Mumbai")?.id);
    expect(mumbai?.hasFigures).toBe(true);
    expect(after.find((c) => c.name === "Mumbai")?.population).toBeGreaterThan(10_000_000);
  });

  it("gives a city only GeoNames lists no figures of its own", async () => {
    const [krakow] = await search("q=Krakow&limit=1");
    expect(krakow?.hasFigures).toBe(false);
  });

  it("writes nothing when loaded again with the same list", async () => {
    expect(await applyGeoNamesCities(t.db)).toEqual({ added: 0, updated: 0, unchanged: true });
  });
});

describe("a job's place resolved to a GeoNames city", () => {
  const NOW = new Date("2026-11-25T12:00:00Z");

  function posting(id: string, location: unknown) {
    return JSON.stringify({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: `Platform Engineer ${id}`,
      description: "<p>Build our platform. We sponsor work visas.</p>",
      datePosted: "2026-11-20T09:00:00Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Wawel Systems" },
      jobLocation: location,
      identifier: { "@type": "PropertyValue", name: "Wawel Systems", value: id },
      url: `https://careers.wawel.example/jobs/${id}`,
    });
  }

  async function imported(id: string): Promise<Job> {
    const res = await t.app.inject({ method: "GET", url: "/api/jobs?q=Wawel&pageSize=100" });
    const job = (res.json() as JobPage).items.find((j) => j.title === `Platform Engineer ${id}`);
    if (!job) throw new Error(`job ${id} not found`);
    return job;
  }

  it("places 'Kraków, Poland' in Kraków, Poland, found with Poland's filter and on its page", async () => {
    const summary = await importDocument(t.db, posting("KR-1", "Kraków, Poland"), {
      origin: "kr.json",
      now: NOW,
    });
    expect(summary.imported).toBe(1);
    const job = await imported("KR-1");
    const poland = countryIds.get("PL");
    expect(job.country?.code).toBe("PL");
    expect(job.location).toBe("Kraków, Poland");
    expect(job.jobLocation).toMatchObject({ name: "Kraków", region: "Lesser Poland", description: null });
    // No figures are invented for it: the client shows Poland's, labelled as country-level.
    expect(job.jobLocation?.employmentOpportunity).toBeNull();

    const filtered = await t.app.inject({ method: "GET", url: `/api/jobs?country=${poland}&pageSize=100` });
    expect((filtered.json() as JobPage).items.map((j) => j.id)).toContain(job.id);
    const page = await t.app.inject({ method: "GET", url: `/api/countries/${poland}/jobs` });
    expect(JSON.stringify(page.json())).toContain(`Platform Engineer KR-1`);
  });

  it("reads 'Krakow, PL' and a city's other name with its country's code", async () => {
    await importDocument(t.db, posting("KR-2", "Krakow, PL"), { origin: "kr2.json", now: NOW });
    await importDocument(
      t.db,
      posting("KR-3", { "@type": "Place", address: { addressLocality: "Cracow", addressCountry: "PL" } }),
      { origin: "kr3.json", now: NOW },
    );
    for (const id of ["KR-2", "KR-3"]) {
      const job = await imported(id);
      expect(job.country?.code, id).toBe("PL");
      expect(job.jobLocation?.name, id).toBe("Kraków");
    }
  });

  it("does not take a city of another country with the same name", async () => {
    await importDocument(t.db, posting("KR-4", "Krakow, Germany"), { origin: "kr4.json", now: NOW });
    const job = await imported("KR-4");
    expect(job.country?.code).toBe("DE");
    expect(job.jobLocation).toBeNull();
  });
});

describe("an employer's posting placed in a GeoNames city", () => {
  it("places a job posted in 'Krakow', Poland in Kraków", async () => {
    const user = await seedUser(t.db);
    const cookie = await sessionCookie(t.app, t.db, user.id);
    const company = await t.app.inject({
      method: "POST",
      url: "/api/companies",
      headers: { cookie },
      payload: { name: "Planty Software", location: "Kraków, Poland" },
    });
    expect(company.statusCode, company.body).toBe(201);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/companies/${company.json().id}/jobs`,
      headers: { cookie },
      payload: {
        title: "Backend Engineer Planty",
        description: "Build our booking service.",
        employmentType: "Full-time",
        workType: "Hybrid",
        countryCode: "PL",
        city: "Krakow",
        salaryMin: null,
        salaryMax: null,
        salaryCurrency: null,
        salaryPeriod: null,
        skills: ["Go"],
        applyUrl: "https://careers.planty.example/backend",
        validThrough: null,
        visa: { status: "yes", evidence: "We sponsor work visas and help with relocation." },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      location: "Kraków, Poland",
      countryId: countryIds.get("PL"),
      jobLocation: { name: "Kraków", region: "Lesser Poland" },
    });
  });
});
