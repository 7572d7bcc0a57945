import zlib from "node:zlib";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { seedCity, seedCompany, seedCountry, seedJob } from "../../test/data/jobs";

const DAY = 86_400_000;
const NOW = Date.now();

describe("job search and job pages", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let countryA: number;
  let countryB: number;

  async function get<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
    const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() as T };
  }
  async function titles(url: string): Promise<string[]> {
    const { status, body } = await get<JobPage>(url);
    expect(status).toBe(200);
    return body.items.map((j) => j.title);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await seedCountry(t.db, { name: "Atlantis" });
    const b = await seedCountry(t.db, { name: "Borduria" });
    countryA = a.id;
    countryB = b.id;
    const city = await seedCity(t.db, a.id, "Poseidonia");
    const northwind = await seedCompany(t.db, { name: "Northwind Labs" });
    const acme = await seedCompany(t.db, { name: "Acme 100% Corp" });
    const under = await seedCompany(t.db, { name: "Under_Score Ltd" });
    const job = (name: string, daysAgo: number, fields: Omit<Parameters<typeof seedJob>[1], "postedAt">) =>
      seedJob(t.db, { ...fields, postedAt: new Date(NOW - daysAgo * DAY) }).then((row) => {
        ids[name] = row.id;
      });
    await job("react", 1, {
      title: "Senior React Developer",
      companyId: northwind.id,
      companyName: northwind.name,
      countryId: a.id,
      cityId: city.id,
      employmentType: "Full-time",
      workType: "Remote",
      visaSponsorship: true,
      skills: ["React", "TypeScript"],
    });
    await job("data", 2, {
      title: "Data Scientist",
      companyId: acme.id,
      companyName: acme.name,
      countryId: b.id,
      employmentType: "Part-time",
      workType: "Hybrid",
      visaSponsorship: false,
      skills: ["Python", "SQL"],
    });
    await job("devops", 3, {
      title: "DevOps Engineer",
      companyId: under.id,
      companyName: under.name,
      countryId: a.id,
      employmentType: "Contract",
      workType: "On-site",
      visaSponsorship: true,
      skills: ["Kubernetes"],
    });
    await job("intern", 4, {
      title: "Design Intern",
      companyId: northwind.id,
      companyName: northwind.name,
      countryId: null,
      employmentType: "Internship",
      workType: "Remote",
      visaSponsorship: false,
      skills: ["Figma"],
    });
    // Two jobs posted at the same moment: the later id comes first.
    await job("tieOld", 5, {
      title: "Backend Engineer",
      companyId: acme.id,
      companyName: acme.name,
      countryId: b.id,
    });
    await job("tieNew", 5, {
      title: "Frontend Engineer",
      companyId: acme.id,
      companyName: acme.name,
      countryId: b.id,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const ALL_NEWEST_FIRST = [
    "Senior React Developer",
    "Data Scientist",
    "DevOps Engineer",
    "Design Intern",
    "Frontend Engineer",
    "Backend Engineer",
  ];

  it("answers the bare list as an array, newest first (the specification's shape)", async () => {
    const { status, body } = await get<Job[]>("/api/jobs");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((j) => j.title)).toEqual(ALL_NEWEST_FIRST);
    expect(body[0]).toMatchObject({
      company: { name: "Northwind Labs" },
      country: { name: "Atlantis" },
      countryId: countryA,
      jobLocation: { name: "Poseidonia", housingAvailability: 7.5 },
      saved: false,
      applied: false,
    });
  });

  it("answers a search as a page with its total", async () => {
    const { body } = await get<JobPage>("/api/jobs?page=1");
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(body.items.map((j) => j.title)).toEqual(ALL_NEWEST_FIRST);
  });

  it("matches text in the title, company name or any skill, ignoring case", async () => {
    expect(await titles("/api/jobs?q=react")).toEqual(["Senior React Developer"]);
    expect(await titles("/api/jobs?q=NORTHWIND")).toEqual(["Senior React Developer", "Design Intern"]);
    expect(await titles("/api/jobs?q=python")).toEqual(["Data Scientist"]);
    expect(await titles("/api/jobs?q=%20%20engineer%20")).toEqual([
      "DevOps Engineer",
      "Frontend Engineer",
      "Backend Engineer",
    ]);
    expect(await titles("/api/jobs?q=cobol")).toEqual([]);
  });

  it("does not match text that spans two fields", async () => {
    expect(await titles("/api/jobs?q=intern%20northwind")).toEqual([]);
  });

  it("takes % and _ in the text literally", async () => {
    expect(await titles("/api/jobs?q=100%25")).toEqual([
      "Data Scientist",
      "Frontend Engineer",
      "Backend Engineer",
    ]);
    expect(await titles("/api/jobs?q=%25")).toHaveLength(3);
    expect(await titles("/api/jobs?q=_")).toEqual(["DevOps Engineer"]);
    expect(await titles("/api/jobs?q=d_vops")).toEqual([]);
    expect(await titles("/api/jobs?q=%5C")).toEqual([]);
  });

  it("filters by country, employment type, work type and visa sponsorship, each alone", async () => {
    expect(await titles(`/api/jobs?country=${countryA}`)).toEqual([
      "Senior React Developer",
      "DevOps Engineer",
    ]);
    expect(await titles("/api/jobs?employmentType=Contract")).toEqual(["DevOps Engineer"]);
    expect(await titles("/api/jobs?workType=Remote")).toEqual(["Senior React Developer", "Design Intern"]);
    expect(await titles("/api/jobs?visa=1")).toEqual(["Senior React Developer", "DevOps Engineer"]);
    expect(await titles("/api/jobs?visa=0")).toEqual(ALL_NEWEST_FIRST);
  });

  it("combines the filters", async () => {
    expect(await titles(`/api/jobs?country=${countryA}&visa=1&workType=On-site`)).toEqual([
      "DevOps Engineer",
    ]);
    expect(await titles(`/api/jobs?q=engineer&country=${countryB}&employmentType=Full-time`)).toEqual([
      "Frontend Engineer",
      "Backend Engineer",
    ]);
    expect(await titles("/api/jobs?q=northwind&workType=Remote&employmentType=Internship")).toEqual([
      "Design Intern",
    ]);
    expect(await titles(`/api/jobs?q=react&country=${countryB}`)).toEqual([]);
  });

  it("treats 'all' and empty values as no filter", async () => {
    expect(await titles("/api/jobs?q=&country=all&employmentType=all&workType=all&visa=")).toEqual(
      ALL_NEWEST_FIRST,
    );
    expect(await titles("/api/jobs?country=&employmentType=&workType=")).toEqual(ALL_NEWEST_FIRST);
  });

  it("pages through matches in a stable order with the same total", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => get<JobPage>(`/api/jobs?pageSize=2&page=${p}`)));
    expect(pages.map((p) => p.body.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((p) => p.body.items.map((j) => j.title))).toEqual([
      ALL_NEWEST_FIRST.slice(0, 2),
      ALL_NEWEST_FIRST.slice(2, 4),
      ALL_NEWEST_FIRST.slice(4, 6),
      [],
    ]);
    const filtered = await get<JobPage>("/api/jobs?q=engineer&pageSize=2&page=2");
    expect(filtered.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(filtered.body.items.map((j) => j.title)).toEqual(["Backend Engineer"]);
  });

  it("reports the true total on a page past the end, which shows no jobs", async () => {
    expect((await get<JobPage>("/api/jobs?pageSize=2&page=9")).body).toMatchObject({ total: 6, items: [] });
    expect((await get<JobPage>("/api/jobs?q=engineer&page=5&pageSize=20")).body).toMatchObject({
      total: 3,
      page: 5,
      items: [],
    });
  });

  it.each([
    ["pageSize=101", "Page size must be a whole number from 1 to 100"],
    ["pageSize=0", "Page size must be a whole number from 1 to 100"],
    ["page=0", "Page must be a whole number from 1"],
    ["page=abc", "Page must be a whole number from 1"],
    ["page=1.5", "Page must be a whole number from 1"],
    ["country=abc", "Country must be 'all' or a country id"],
    ["country=-1", "Country must be 'all' or a country id"],
    [
      "employmentType=Freelance",
      "Employment type must be 'all' or one of: Full-time, Part-time, Contract, Internship",
    ],
    ["workType=remote", "Work type must be 'all' or one of: Remote, On-site, Hybrid"],
    ["visa=maybe", "Visa must be 1 (visa sponsorship only) or 0"],
    [`q=${"a".repeat(201)}`, "Search text must be at most 200 characters"],
  ])("refuses %s with a readable 400", async (query, message) => {
    const res = await t.app.inject({ method: "GET", url: `/api/jobs?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation", message });
  });

  it("refuses a repeated parameter with a 400, not a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/jobs?q=a&q=b&country=1&country=2" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation", message: expect.any(String) });
    expect(Object.keys(res.json().fieldErrors ?? {}).sort()).toEqual(["country", "q"]);
  });

  it("answers one job by id", async () => {
    const { status, body } = await get<Job>(`/api/jobs/${ids.devops}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.devops,
      title: "DevOps Engineer",
      company: { name: "Under_Score Ltd", logo: "UN" },
      employmentType: "Contract",
      workType: "On-site",
      visaSponsorship: true,
      salary: "60,000-80,000",
      skills: ["Kubernetes"],
      jobLocation: null,
    });
    expect(new Date(body.postedAt).getTime()).toBeGreaterThan(0);
  });

  it("shows the city of a job posted in a city added after the cities were first read", async () => {
    // The cities are read (and kept) by the first answers above; this one is new to them.
    expect((await get<Job[]>("/api/jobs")).body[0]?.jobLocation).toMatchObject({ name: "Poseidonia" });
    const city = await seedCity(t.db, countryA, "Newtown");
    const company = await seedCompany(t.db, { name: "Latecomer Ltd" });
    const late = await seedJob(t.db, {
      title: "Harbour Pilot",
      companyId: company.id,
      companyName: company.name,
      countryId: countryA,
      cityId: city.id,
    });
    const { body } = await get<Job>(`/api/jobs/${late.id}`);
    expect(body.jobLocation).toMatchObject({
      id: city.id,
      name: "Newtown",
      description: "Newtown is a test city.",
      sources: expect.any(Object),
    });
    const page = await get<JobPage>("/api/jobs?q=harbour%20pilot");
    expect(page.body.items.map((j) => j.jobLocation?.name)).toEqual(["Newtown"]);
  });

  it("answers 404 'Job not found' for an unknown id and a plain 404 for a non-integer id", async () => {
    const unknown = await get<{ message: string }>("/api/jobs/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Job not found");
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      expect((await get(`/api/jobs/${bad}`)).status).toBe(404);
    }
  });

  it("lists the jobs of a country, and 404 'Country not found' for an unknown one", async () => {
    const { status, body } = await get<Job[]>(`/api/countries/${countryB}/jobs`);
    expect(status).toBe(200);
    expect(body.map((j) => j.title)).toEqual(["Data Scientist", "Frontend Engineer", "Backend Engineer"]);
    const missing = await get<{ message: string }>("/api/countries/999999/jobs");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Country not found");
    expect((await get("/api/countries/abc/jobs")).status).toBe(404);
  });

  it("sends a search page compressed to a client that takes Brotli, and the same page as JSON to one that does not", async () => {
    const url = "/api/jobs?pageSize=100";
    const plain = await t.app.inject({ method: "GET", url });
    const packed = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("documents the search in the OpenAPI document", async () => {
    const { status, body } = await get<{ paths: Record<string, unknown> }>("/api/docs/json");
    expect(status).toBe(200);
    expect(body.paths).toHaveProperty("/api/jobs");
    expect(body.paths).toHaveProperty("/api/jobs/{id}/save");
  });
});

describe("job search with no jobs at all", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers total 0 on the first page and on any page after it", async () => {
    for (const url of ["/api/jobs?page=1", "/api/jobs?page=2&pageSize=1", "/api/jobs?q=react&page=5"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toMatchObject({ total: 0, items: [] });
    }
  });
});
