import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { createTestApp, type TestApp } from "../../test/app";
import { buildJob, seedCompany, seedCountry, seedJob } from "../../test/data/jobs";

const SITE = "https://jobs.example.com";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
}

describe("robots.txt and the sitemap", () => {
  let t: TestApp;
  let ids: {
    open: number;
    closed: number;
    demo: number;
    company: number;
    demoCompany: number;
    country: number;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: SITE } });
    const country = await seedCountry(t.db, { name: "Poland", code: "PL" });
    const company = await seedCompany(t.db, { name: "Vistula Labs" });
    const demoCompany = await seedCompany(t.db, { name: "Demo Co", isDemo: true });
    const base = { companyId: company.id, companyName: company.name, countryId: country.id };
    const open = await seedJob(t.db, {
      ...base,
      title: "Data Engineer",
      postedAt: new Date("2026-11-20T10:00:00Z"),
    });
    const closed = await seedJob(t.db, { ...base, title: "Closed Role" });
    await t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "employer" })
      .where(eq(jobs.id, closed.id));
    const demo = await seedJob(t.db, { ...base, title: "Demo Role", isDemo: true });
    ids = {
      open: open.id,
      closed: closed.id,
      demo: demo.id,
      company: company.id,
      demoCompany: demoCompany.id,
      country: country.id,
    };
  });
  afterAll(() => t.close());

  it("robots.txt names the sitemap and keeps crawlers out of the API", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /api/");
  });

  it("the index names the countries file and one file per 50,000 ids of companies and jobs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<sitemapindex");
    expect(locs(res.body)).toEqual([
      `${SITE}/sitemaps/countries.xml`,
      `${SITE}/sitemaps/companies-0.xml`,
      `${SITE}/sitemaps/jobs-0.xml`,
    ]);
  });

  it("lists open, real jobs with the day they were posted, and leaves closed and demo jobs out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemaps/jobs-0.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locs(res.body)).toEqual([`${SITE}/jobs/${ids.open}`]);
    expect(res.body).toContain(`<url><loc>${SITE}/jobs/${ids.open}</loc><lastmod>2026-11-20</lastmod></url>`);
  });

  it("lists real companies and every country", async () => {
    const companies = await t.app.inject({ method: "GET", url: "/sitemaps/companies-0.xml" });
    expect(locs(companies.body)).toEqual([`${SITE}/companies/${ids.company}`]);
    const countries = await t.app.inject({ method: "GET", url: "/sitemaps/countries.xml" });
    expect(locs(countries.body)).toEqual([`${SITE}/countries/${ids.country}`]);
  });

  it("streams a file of more rows than one batch, every job once and in order", async () => {
    const company = await seedCompany(t.db, { name: "Bulk Co" });
    const rows = Array.from({ length: 5_500 }, (_, i) =>
      buildJob({ companyId: company.id, companyName: company.name, title: `Role ${i}` }),
    );
    for (let i = 0; i < rows.length; i += 1_000) await t.db.insert(jobs).values(rows.slice(i, i + 1_000));
    const res = await t.app.inject({ method: "GET", url: "/sitemaps/jobs-0.xml" });
    const listed = locs(res.body).map((loc) => Number(loc.split("/").at(-1)));
    expect(listed).toHaveLength(5_501);
    expect(new Set(listed).size).toBe(5_501);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
    expect(res.body.endsWith("</urlset>\n")).toBe(true);
  });

  it("answers 404 with a message for a file it does not have", async () => {
    for (const url of ["/sitemaps/people-0.xml", "/sitemaps/jobs-x.xml", "/sitemaps/jobs-999999.xml"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/No sitemap file/);
    }
  });
});
