import fs from "node:fs";
import path from "node:path";
import type { Job, JobPage, Stats } from "@shared/schemas/jobs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../db/schema/jobs";
import { createTestApp, type TestApp } from "../test/app";
import { importDocument } from "./import-document";

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");
const NOW = new Date("2026-11-25T12:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/** The imported jobs a search finds (the demo data has postings with the same titles). */
async function search(q: string): Promise<Job[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/jobs?q=${encodeURIComponent(q)}&pageSize=100` });
  expect(res.statusCode).toBe(200);
  return (res.json() as JobPage).items.filter((j) => j.source !== "demo");
}

async function job(id: number): Promise<Job> {
  const res = await t.app.inject({ method: "GET", url: `/api/jobs/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Job;
}

async function stats(): Promise<Stats> {
  return (await t.app.inject({ method: "GET", url: "/api/stats" })).json() as Stats;
}

function board(jobs: { id: number; title: string; location: string; content?: string }[]): string {
  return JSON.stringify({
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      updated_at: "2026-11-20T10:00:00Z",
      location: { name: j.location },
      absolute_url: `https://boards.greenhouse.example/acme/jobs/${j.id}`,
      content: j.content ?? "&lt;p&gt;Build things with TypeScript.&lt;/p&gt;",
    })),
  });
}

describe("importing a schema.org posting", () => {
  it("stores it placed in our country and city, with yearly pay, skills and the visa sentence", async () => {
    const summary = await importDocument(t.db, fixture("schema-org-single.json"), {
      origin: "single.json",
      now: NOW,
    });
    expect(summary).toEqual({ imported: 1, updated: 0, closed: 0, skipped: 0, skips: [] });
    const [found] = await search("Senior Backend Engineer");
    const stored = await job((found as Job).id);
    expect(stored).toMatchObject({
      title: "Senior Backend Engineer",
      company: { name: "Helio Grid GmbH", logo: "HG", website: "https://heliogrid.example", isDemo: false },
      country: { code: "DE" },
      location: "Berlin, Germany",
      jobLocation: { name: "Berlin" },
      employmentType: "Full-time",
      workType: "On-site",
      salary: "75,000–95,000 EUR per year",
      salaryMin: 75_000,
      salaryMax: 95_000,
      salaryCurrency: "EUR",
      salaryPeriod: "YEAR",
      visaSponsorship: true,
      visa: {
        status: "yes",
        evidence: "We sponsor visas and relocation for successful candidates moving to Germany.",
      },
      source: "schema.org:careers.heliogrid.example",
      applyUrl: "https://careers.heliogrid.example/jobs/hg-2041",
      postedAt: "2026-11-02T09:00:00.000Z",
      closedAt: null,
      isDemo: false,
    });
    expect(stored.skills).toEqual(expect.arrayContaining(["Go", "PostgreSQL", "Kubernetes"]));
    expect(stored.description).not.toMatch(/<|alert|onclick/);
    expect(stored.description).toContain("• Run them on Kubernetes across three regions");
  });

  it("keeps only http(s) addresses for a company's website and logo", async () => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Script Kiddie Wrangler",
      description: "Keep the scripts out.",
      datePosted: "2026-11-02",
      url: "https://jobs.unsafe-links.example/1",
      hiringOrganization: {
        "@type": "Organization",
        name: "Unsafe Links Ltd",
        sameAs: "javascript:alert(1)",
        logo: "javascript:alert(2)",
      },
      jobLocation: { "@type": "Place", address: { addressLocality: "Berlin", addressCountry: "DE" } },
    };
    const summary = await importDocument(t.db, JSON.stringify(posting), { origin: "unsafe.json", now: NOW });
    expect(summary).toMatchObject({ imported: 1, skips: [] });
    const [found] = await search("Script Kiddie Wrangler");
    expect(found?.company).toMatchObject({ name: "Unsafe Links Ltd", website: null });
    const [row] = await t.db.select().from(companies).where(sql`${companies.name} = 'Unsafe Links Ltd'`);
    expect(row).toMatchObject({ website: null, logoUrl: null });

    // Given through `url` instead, an https address is kept.
    const fixed = {
      ...posting,
      title: "Link Keeper",
      hiringOrganization: {
        name: "Safe Links Ltd",
        url: "https://safe.example",
        logo: "https://safe.example/logo.png",
      },
    };
    await importDocument(t.db, JSON.stringify(fixed), { origin: "safe.json", now: NOW });
    const [safe] = await t.db.select().from(companies).where(sql`${companies.name} = 'Safe Links Ltd'`);
    expect(safe).toMatchObject({ website: "https://safe.example", logoUrl: "https://safe.example/logo.png" });
  });

  it("updates it on a second import instead of adding it again", async () => {
    const before = (await search("Senior Backend Engineer")).length;
    const summary = await importDocument(t.db, fixture("schema-org-single.json"), {
      origin: "single.json",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 1, closed: 0, skipped: 0 });
    expect(await search("Senior Backend Engineer")).toHaveLength(before);
  });

  it("treats the same job from a Greenhouse board as the same job", async () => {
    const content = board([{ id: 99, title: "Senior backend engineer", location: "Berlin, Germany" }]);
    const summary = await importDocument(t.db, content, {
      origin: "gh.json",
      company: "helio grid",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 1, closed: 0, skipped: 0 });
    const found = await search("backend engineer");
    const helio = found.filter((j) => j.company.name === "Helio Grid GmbH");
    expect(helio).toHaveLength(1);
    expect(helio[0]?.source).toBe("schema.org:careers.heliogrid.example");
  });

  it("places a job in any country of the world by its name, even one without published figures", async () => {
    const summary = await importDocument(t.db, fixture("schema-org-nigeria.json"), {
      origin: "ng.json",
      now: NOW,
    });
    expect(summary.imported).toBe(1);
    const [found] = await search("Mobile Engineer (Kotlin)");
    expect(await job((found as Job).id)).toMatchObject({
      countryId: expect.any(Number),
      country: expect.objectContaining({ name: "Nigeria" }),
      jobLocation: null,
      location: "Lagos, Nigeria",
      salaryCurrency: "NGN",
    });
  });

  it("stores hourly pay as yearly figures with the posting's own words", async () => {
    await importDocument(t.db, fixture("schema-org-hourly.json"), { origin: "hourly.json", now: NOW });
    const [found] = await search("QA Automation Contractor");
    expect(found).toMatchObject({
      salary: "45–60 USD per hour",
      salaryMin: 93_600,
      salaryMax: 124_800,
      salaryPeriod: "HOUR",
      employmentType: "Contract",
      location: "Austin, United States",
      visa: { status: "no" },
    });
  });

  it("reads every JobPosting of an HTML page, an array and an @graph", async () => {
    expect(
      await importDocument(t.db, fixture("careers-page.html"), { origin: "page.html", now: NOW }),
    ).toMatchObject({
      imported: 2,
      skipped: 0,
    });
    expect(
      await importDocument(t.db, fixture("schema-org-array.json"), { origin: "a.json", now: NOW }),
    ).toMatchObject({
      imported: 2,
      skipped: 0,
    });
    expect(
      await importDocument(t.db, fixture("schema-org-graph.json"), { origin: "g.json", now: NOW }),
    ).toMatchObject({
      imported: 1,
      skipped: 0,
    });
    const [ml] = await search("Machine Learning Engineer");
    expect(ml).toMatchObject({
      location: "Toronto, Canada",
      jobLocation: { name: "Toronto" },
      company: { name: "Maple Current Inc." },
    });
    const [intern] = await search("Robotics Intern");
    expect(intern).toMatchObject({ employmentType: "Internship", location: "Rotterdam, Netherlands" });
    const [remote] = (
      await importDocument(t.db, fixture("schema-org-remote.json"), { origin: "r.json", now: NOW })
    ).skips;
    expect(remote).toBeUndefined();
    const [advocate] = await search("Developer Advocate");
    expect(advocate).toMatchObject({ workType: "Remote", country: { code: "CA" }, visa: { status: "no" } });
  });

  it("stores a posting past its closing date closed, out of search", async () => {
    const expired = JSON.parse(fixture("schema-org-single.json"));
    Object.assign(expired, {
      title: "Battery Analyst",
      identifier: "HG-1",
      validThrough: "2026-01-01T00:00:00Z",
    });
    const summary = await importDocument(t.db, JSON.stringify(expired), { origin: "x.json", now: NOW });
    expect(summary.imported).toBe(1);
    expect(await search("Battery Analyst")).toHaveLength(0);
  });
});

describe("skips", () => {
  it("names the reason for each posting or document it cannot store", async () => {
    const cases: [string, string, string][] = [
      ["broken-malformed.json", "document", "malformed JSON"],
      ["broken-no-title.json", "posting 1", "no title"],
      ["broken-no-company.json", "Office Manager", "no hiring organization named"],
      ["broken-atlantis.json", "Marine Biologist", 'unknown country "Atlantis"'],
    ];
    for (const [file, posting, reason] of cases) {
      const summary = await importDocument(t.db, fixture(file), { origin: file, now: NOW });
      expect(summary).toMatchObject({ imported: 0, updated: 0, closed: 0, skipped: 1 });
      expect(summary.skips[0]?.posting).toBe(posting);
      expect(summary.skips[0]?.reason).toContain(reason);
    }
    expect(await search("Marine Biologist")).toHaveLength(0);
  });

  it("skips a board's postings when no company is named, and closes nothing", async () => {
    const summary = await importDocument(t.db, fixture("greenhouse-board.json"), {
      origin: "gh.json",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, closed: 0, skipped: 3 });
    expect(summary.skips[0]?.reason).toBe("no company: name it with --company");
  });

  it("skips content that is no known format", async () => {
    const summary = await importDocument(t.db, '{"hello":"world"}', { origin: "x.json", now: NOW });
    expect(summary.skips).toEqual([
      { posting: "document", reason: expect.stringContaining("not a recognised job feed") },
    ]);
  });
});

describe("a full board", () => {
  const company = "Lumen Freight";
  it("reads Greenhouse's escaped HTML and visa statements", async () => {
    const summary = await importDocument(t.db, fixture("greenhouse-board.json"), {
      origin: "gh.json",
      company,
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 3, updated: 0, closed: 0, skipped: 0 });
    const [sre] = await search("Site Reliability Engineer");
    expect(sre).toMatchObject({
      source: "greenhouse:lumen freight",
      location: "London, United Kingdom",
      visa: {
        status: "yes",
        evidence: "We sponsor Skilled Worker visas for this role and help with relocation to London.",
      },
    });
    expect(sre?.description).toContain("• Keep our routing APIs fast & available");
    const [ops] = await search("Customer Operations Specialist");
    expect(ops).toMatchObject({ employmentType: "Part-time", visa: { status: "no" } });
  });

  it("closes a job the board no longer lists: out of search and counts, still readable by id", async () => {
    const [data] = await search("Senior Data Engineer");
    const id = (data as Job).id;
    const before = await stats();
    const listing = JSON.parse(fixture("greenhouse-board.json"));
    listing.jobs = listing.jobs.slice(0, 2);
    const summary = await importDocument(t.db, JSON.stringify(listing), {
      origin: "gh.json",
      company,
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 2, closed: 1, skipped: 0 });
    expect(await search("Senior Data Engineer")).toHaveLength(0);
    expect((await stats()).availableJobs).toBe(before.availableJobs - 1);
    expect(await job(id)).toMatchObject({ closedAt: NOW.toISOString(), closedReason: "removed" });
  });

  it("opens it again when the board lists it again", async () => {
    const summary = await importDocument(t.db, fixture("greenhouse-board.json"), {
      origin: "gh.json",
      company,
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 3, closed: 0 });
    const [data] = await search("Senior Data Engineer");
    expect(data).toMatchObject({ closedAt: null, closedReason: null, workType: "Remote" });
  });

  it("reads Lever postings with their pay, workplace and country", async () => {
    const summary = await importDocument(t.db, fixture("lever-postings.json"), {
      origin: "lever.json",
      company,
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 3, skipped: 0 });
    const [payments] = await search("Backend Engineer, Payments");
    expect(payments).toMatchObject({
      source: "lever:lumen freight",
      workType: "Hybrid",
      location: "Stockholm, Sweden",
      salary: "55,000–68,000 SEK per month",
      salaryMin: 660_000,
      salaryMax: 816_000,
      postedAt: "2026-11-13T08:00:00.000Z",
      visa: { status: "yes" },
      applyUrl: "https://jobs.lever.example/lumenfreight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10/apply",
    });
    const [contract] = await search("Warehouse Systems Contractor");
    expect(contract).toMatchObject({
      workType: "Remote",
      employmentType: "Contract",
      salaryPeriod: "HOUR",
      visa: { status: "no" },
    });
    const [intern] = await search("Logistics Analyst Intern");
    expect(intern).toMatchObject({
      employmentType: "Internship",
      workType: "On-site",
      location: "Paris, France",
    });
    const companiesNamed = await t.db.select().from(companies).where(sql`name_key = 'lumen freight'`);
    expect(companiesNamed).toHaveLength(1);
  });
});

describe("a posting at every field's limit in a script of three bytes a character", () => {
  it("is stored and found by its title, its search text kept within what the index entry holds", async () => {
    // Varied CJK characters (three bytes each in UTF-8, which compression barely shrinks): a title
    // of 200 and 30 skills of 40 make about 4,200 bytes of search text, more than an entry of the
    // newest-first index, which carries it, can hold.
    let seed = 7;
    const cjk = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return String.fromCodePoint(0x4e00 + (seed % 20_000));
      }).join("");
    const title = `長期案件${cjk(196)}`;
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title,
      description: "<p>Long skills.</p>",
      datePosted: "2026-11-02T09:00:00Z",
      hiringOrganization: { "@type": "Organization", name: "Kanto Works" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Tokyo", addressCountry: "JP" } },
      skills: Array.from({ length: 30 }, () => cjk(40)),
      url: "https://careers.kanto.example/jobs/1",
    };
    const summary = await importDocument(t.db, JSON.stringify(posting), { origin: "long.json", now: NOW });
    expect(summary.skips).toEqual([]);
    expect(summary).toMatchObject({ imported: 1, skipped: 0 });
    const found = await search("長期案件");
    expect(found.map((j) => j.title)).toEqual([title]);
    expect(found[0]?.skills).toHaveLength(30);
    const [row] = (
      (await t.db.execute(
        sql`select octet_length(search_text) as bytes from jobs where external_id = ${posting.url}`,
      )) as unknown as { rows: { bytes: number }[] }
    ).rows;
    expect(row?.bytes).toBeGreaterThan(1990);
    expect(row?.bytes).toBeLessThanOrEqual(2000);
  });
});

describe("one transaction per document", () => {
  it("leaves nothing of a document whose second posting cannot be written", async () => {
    await t.db.execute(
      sql.raw(`create function refuse_import() returns trigger language plpgsql as $$
      begin if new.title = 'Product Designer' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        "create trigger refuse_import before insert on jobs for each row execute function refuse_import()",
      ),
    );
    try {
      const content = fixture("schema-org-array.json")
        .replace(/Tulip Ledger B\.V\./g, "Refused Ledger")
        .replace(/TL-/g, "RL-");
      await expect(importDocument(t.db, content, { origin: "a.json", now: NOW })).rejects.toThrow();
      expect(await t.db.select().from(companies).where(sql`name = 'Refused Ledger'`)).toHaveLength(0);
      expect(
        (await search("Data Analyst (Part-time)")).filter((j) => j.company.name === "Refused Ledger"),
      ).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_import on jobs"));
      await t.db.execute(sql.raw("drop function refuse_import"));
    }
  });
});
