import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/jobs";
import { createTestApp, type TestApp } from "../test/app";
import { seedCity, seedCompany, seedCountry, seedJob } from "../test/data/jobs";

const INDEX = `<!doctype html><html><head><meta name="description" content="The site." /><title>Borderless</title></head><body><div id="root"></div></body></html>`;

/** The properties Google for Jobs requires of a JobPosting (and the ones it recommends that we have). */
const REQUIRED = ["title", "description", "datePosted", "hiringOrganization"] as const;

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

function metaContent(html: string, attribute: string, name: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`))?.[1];
}

describe("what pages say of themselves to search engines and link previews", () => {
  let t: TestApp;
  let root: string;
  let ids: { open: number; remote: number; closed: number; demo: number; company: number; country: number };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "borderless-meta-"));
    fs.writeFileSync(path.join(root, "index.html"), INDEX);
    t = await createTestApp({ config: { webRoot: root, publicUrl: "https://jobs.example.com" } });
    const country = await seedCountry(t.db, { name: "Poland", code: "PL" });
    const city = await seedCity(t.db, country.id, "Kraków");
    const company = await seedCompany(t.db, { name: "Vistula <Labs>", website: "https://vistula.example" });
    const base = { companyId: company.id, companyName: company.name, countryId: country.id, cityId: city.id };
    const open = await seedJob(t.db, { ...base, title: "Data Engineer" });
    const remote = await seedJob(t.db, { ...base, title: "Remote Analyst", workType: "Remote" });
    const closed = await seedJob(t.db, { ...base, title: "Closed Role" });
    await t.db
      .update(jobs)
      .set({ closedAt: new Date(), closedReason: "employer" })
      .where(eq(jobs.id, closed.id));
    const demo = await seedJob(t.db, { ...base, title: "Demo Role", isDemo: true });
    ids = {
      open: open.id,
      remote: remote.id,
      closed: closed.id,
      demo: demo.id,
      company: company.id,
      country: country.id,
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("gives an open job's page a JobPosting with every property Google requires", async () => {
    const res = await t.app.inject({ method: "GET", url: `/jobs/${ids.open}` });
    expect(res.statusCode).toBe(200);
    const [posting] = jsonLdOf(res.body);
    expect(posting).toBeDefined();
    for (const property of REQUIRED) expect(posting?.[property], property).toBeTruthy();
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Data Engineer",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Vistula <Labs>",
        sameAs: "https://vistula.example",
      },
      jobLocation: { "@type": "Place", address: { addressLocality: "Kraków", addressCountry: "PL" } },
      baseSalary: { currency: "USD", value: { minValue: 60000, maxValue: 80000, unitText: "YEAR" } },
      directApply: false,
      url: `https://jobs.example.com/jobs/${ids.open}`,
    });
    expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The company's "<" cannot close the element: it is written as \u003c.
    expect(res.body).not.toContain("Vistula <Labs>");
    expect(res.body).toContain("Vistula \\u003cLabs>");
    // One title and one description: the page's own replace the site's.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain("<title>Data Engineer at Vistula &lt;Labs&gt; · Borderless</title>");
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(res.body, "property", "og:title")).toBe(
      "Data Engineer at Vistula &lt;Labs&gt; · Borderless",
    );
    expect(metaContent(res.body, "name", "twitter:card")).toBe("summary");
    expect(res.body).not.toContain("og:image");
  });

  it("marks a remote job as telecommuting, with who may apply", async () => {
    const res = await t.app.inject({ method: "GET", url: `/jobs/${ids.remote}` });
    const [posting] = jsonLdOf(res.body);
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Poland" },
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("gives a closed job's page and a demo job's page no JobPosting", async () => {
    for (const id of [ids.closed, ids.demo]) {
      const res = await t.app.inject({ method: "GET", url: `/jobs/${id}` });
      expect(res.statusCode).toBe(200);
      expect(jsonLdOf(res.body)).toEqual([]);
      // They still describe themselves for a shared link.
      expect(metaContent(res.body, "property", "og:title")).toContain("Vistula");
    }
  });

  it("describes company and country pages for a shared link", async () => {
    const company = await t.app.inject({ method: "GET", url: `/companies/${ids.company}` });
    expect(metaContent(company.body, "property", "og:title")).toBe("Vistula &lt;Labs&gt; · Borderless");
    expect(metaContent(company.body, "property", "og:url")).toBe(
      `https://jobs.example.com/companies/${ids.company}`,
    );
    const country = await t.app.inject({ method: "GET", url: `/countries/${ids.country}` });
    expect(metaContent(country.body, "property", "og:title")).toBe("Working in Poland · Borderless");
    expect(jsonLdOf(country.body)).toEqual([]);
  });

  it("leaves a page whose answer is not found with the site's own description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jobs/999999" });
    expect(res.body).toContain('<meta name="description" content="The site." />');
    expect(res.body).not.toContain("og:title");
  });
});
