import fs from "node:fs";
import path from "node:path";
import type { Job, JobPage } from "@shared/schemas/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { importDocument } from "./import-document";
import { parseDocument } from "./parse-document";

const BOARDS = path.join(path.dirname(new URL(import.meta.url).pathname), "fixtures", "boards");
const board = (name: string) => fs.readFileSync(path.join(BOARDS, name), "utf8");
const NOW = new Date("2026-11-25T12:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/** The job a search finds by its apply link (the board samples are real postings, the demo's are not). */
async function stored(applyUrl: string): Promise<Job> {
  const res = await t.app.inject({ method: "GET", url: "/api/jobs?pageSize=100&sort=newest" });
  const all: Job[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (
      await t.app.inject({ method: "GET", url: `/api/jobs?pageSize=100&page=${page}` })
    ).json() as JobPage;
    all.push(...answer.items);
    if (answer.items.length < 100) break;
  }
  expect(res.statusCode).toBe(200);
  const found = all.find((j) => j.applyUrl === applyUrl);
  if (!found) throw new Error(`no job applies at ${applyUrl}`);
  return (await t.app.inject({ method: "GET", url: `/api/jobs/${found.id}` })).json() as Job;
}

function firstPosting(content: string, origin?: string) {
  const parsed = parseDocument(content, origin ? { origin } : {});
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.postings[0];
}

describe("recognising the job boards' answers", () => {
  it.each([
    ["ashby-job-board.json", "ashby", true],
    ["workable-account.json", "workable", true],
    ["recruitee-offers.json", "recruitee", true],
    ["arbeitnow-job-board.json", "arbeitnow", false],
    ["remotive-remote-jobs.json", "remotive", false],
  ])("reads %s as %s (full listing: %s), by content and as a declared format", (file, format, full) => {
    expect(parseDocument(board(file))).toMatchObject({ format, full });
    expect(parseDocument(board(file), { format: format as "ashby" })).toMatchObject({ format });
    // Another board's answer is not this one.
    const other = format === "recruitee" ? "greenhouse" : "recruitee";
    expect(parseDocument(board(file), { format: other, origin: "the feed" })).toEqual({
      error: expect.stringMatching(/^the feed did not answer .*, as a (greenhouse|recruitee) feed does$/),
    });
  });

  it("takes a declared board's empty list as an empty board", () => {
    expect(parseDocument('{"jobs":[]}', { format: "ashby" })).toMatchObject({
      format: "ashby",
      postings: [],
    });
    expect(parseDocument('{"offers":[]}', { format: "recruitee" })).toMatchObject({ format: "recruitee" });
  });

  it("reads each board's fields into the common shape", () => {
    const ashby = parseDocument(board("ashby-job-board.json"), { company: "Linear" });
    expect(ashby).toMatchObject({
      postings: [
        { source: "ashby:linear", workplace: "Remote", employmentTypes: ["FullTime"], places: [{}] },
        { places: [{ country: "United States" }], externalId: "cd5ae036-0223-427a-b038-ba16ef9dcb32" },
      ],
    });
    const workable = firstPosting(board("workable-account.json"));
    expect(workable).toMatchObject({
      company: { name: "Hugging Face" },
      source: "workable:hugging face",
      places: [{ city: "New York", country: "United States" }],
      workplace: "remote",
      externalId: "19A136F8E2",
    });
    const recruitee = firstPosting(board("recruitee-offers.json"));
    expect(recruitee).toMatchObject({
      company: { name: "Channable" },
      salary: { min: 3750, max: 5250, currency: "EUR", period: "MONTH" },
      workplace: "hybrid",
      places: [{ city: "Utrecht", country: "NL" }],
    });
    const arbeitnow = firstPosting(board("arbeitnow-job-board.json"));
    expect(arbeitnow).toMatchObject({
      source: "arbeitnow:doctolib",
      postedAt: 1_790_412_915_000,
      places: [{ text: "Berlin, Berlin" }],
    });
    // Its escaped HTML is read as HTML, not shown as tags.
    expect(arbeitnow?.description).toMatch(/^Gemeinsam gestalten wir die Gesundheitsversorgung/);
    expect(parseDocument(board("remotive-remote-jobs.json"))).toMatchObject({
      postings: [
        { places: [{ country: "USA" }], postedAt: "2026-09-21T12:55:11Z", workplace: "remote" },
        { places: [{}], employmentTypes: ["full_time"] },
      ],
    });
  });
});

describe("importing the job boards' answers", () => {
  it("stores an Ashby board's jobs under the company named for it", async () => {
    const summary = await importDocument(t.db, board("ashby-job-board.json"), {
      origin: "ashby.json",
      company: "Linear",
      now: NOW,
    });
    // The same title, both remote: one job (the second is the same posting for another region).
    expect(summary).toMatchObject({ imported: 1, closed: 0 });
    expect(
      await stored("https://jobs.ashbyhq.com/linear/d3bc1ced-3ce4-4086-a050-555055dbb1ff/application"),
    ).toMatchObject({
      title: "Senior / Staff Fullstack Engineer",
      company: { name: "Linear" },
      country: null,
      location: "Remote",
      employmentType: "Full-time",
      workType: "Remote",
      salary: null,
      source: "ashby:linear",
      postedAt: "2021-04-27T20:13:45.158Z",
      visa: { status: "unknown" },
    });
  });

  it("stores a Workable account's jobs under its own name, placed in their cities", async () => {
    const summary = await importDocument(t.db, board("workable-account.json"), {
      origin: "w.json",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 3, skipped: 0 });
    expect(await stored("https://apply.workable.com/j/9E2A4C02C7/apply")).toMatchObject({
      title: "Senior Machine Learning Engineer, Voice Agents - EMEA Remote",
      company: { name: "Hugging Face" },
      country: { code: "FR" },
      location: "Paris, France",
      employmentType: "Full-time",
      workType: "Remote",
      source: "workable:hugging face",
      postedAt: "2026-09-02T00:00:00.000Z",
    });
    expect(await stored("https://apply.workable.com/j/19A136F8E2/apply")).toMatchObject({
      location: "New York, United States",
    });
  });

  it("stores Recruitee offers with their pay, hybrid and in their city", async () => {
    const summary = await importDocument(t.db, board("recruitee-offers.json"), {
      origin: "r.json",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 2, skipped: 0 });
    const offer = await stored(
      "https://jobs.channable.com/o/customer-success-manager-benelux-dutch-speaking-3/c/new",
    );
    expect(offer).toMatchObject({
      title: "Customer Success Manager Benelux - Dutch speaking",
      company: { name: "Channable" },
      country: { code: "NL" },
      location: "Utrecht, Netherlands",
      employmentType: "Full-time",
      workType: "Hybrid",
      salary: "3,750–5,250 EUR per month",
      salaryMin: 45_000,
      salaryMax: 63_000,
      salaryPeriod: "MONTH",
      source: "recruitee:channable",
      postedAt: "2026-09-18T13:27:28.000Z",
      visa: { status: "unknown" },
    });
    expect(offer.description).toContain("Portfolio & client management: customer retention");
  });

  it("stores Arbeitnow's jobs under each posting's company, and closes nothing it leaves out", async () => {
    const first = await importDocument(t.db, board("arbeitnow-job-board.json"), {
      origin: "a.json",
      full: true,
      now: NOW,
    });
    // The second sample's description was saved cut inside its markup: it has no text left.
    expect(first).toMatchObject({
      imported: 1,
      closed: 0,
      skips: [{ posting: "(Senior) Key Account Success Manager (x/f/m)", reason: "Description is required" }],
    });
    expect(
      await stored(
        "https://www.arbeitnow.com/jobs/companies/doctolib/werkstudent-customer-success-berlin-berlin-72879",
      ),
    ).toMatchObject({
      title: "Werkstudent Customer Success (x/f/m)",
      company: { name: "Doctolib" },
      country: null,
      location: "Berlin, Berlin",
      employmentType: "Full-time",
      workType: "On-site",
      source: "arbeitnow:doctolib",
      postedAt: new Date(1_790_412_915_000).toISOString(),
    });
    // A later page without the first job, read as a feed (full): the first job stays open.
    const page = JSON.parse(board("arbeitnow-job-board.json")) as { data: unknown[] };
    const later = await importDocument(t.db, JSON.stringify({ data: page.data.slice(1) }), {
      origin: "a.json",
      full: true,
      now: NOW,
    });
    expect(later).toMatchObject({ imported: 0, closed: 0 });
    expect(
      await stored(
        "https://www.arbeitnow.com/jobs/companies/doctolib/werkstudent-customer-success-berlin-berlin-72879",
      ),
    ).toMatchObject({ closedAt: null });
  });

  it("stores Remotive's jobs as remote, in a country only when one is required", async () => {
    const summary = await importDocument(t.db, board("remotive-remote-jobs.json"), {
      origin: "rm.json",
      now: NOW,
    });
    // The first sample's description was saved cut inside its first tag: it has no text left.
    expect(summary).toMatchObject({
      imported: 1,
      skipped: 1,
      skips: [{ posting: "Content Reviewer - United States", reason: "Description is required" }],
    });
    expect(
      await stored("https://remotive.com/remote-jobs/design/frontend-web-application-developer-2091141"),
    ).toMatchObject({
      title: "Frontend Web Application Developer",
      company: { name: "KoboToolbox" },
      country: null,
      location: "Remote",
      employmentType: "Full-time",
      workType: "Remote",
      salary: null,
      source: "remotive:kobotoolbox",
      postedAt: "2026-09-18T16:43:22.000Z",
    });
  });

  it.each([
    "ashby-job-board.json",
    "workable-account.json",
    "recruitee-offers.json",
    "arbeitnow-job-board.json",
    "remotive-remote-jobs.json",
  ])("takes a cut-off %s as one skip that changes nothing", async (file) => {
    const text = board(file);
    const summary = await importDocument(t.db, text.slice(0, text.length / 2), {
      origin: file,
      company: "Linear",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 0, closed: 0, skipped: 1 });
    expect(summary.skips[0]?.reason).toMatch(/^malformed JSON/);
  });

  it("skips a posting of a board's shape that has no title, and reads the rest", async () => {
    const summary = await importDocument(
      t.db,
      JSON.stringify({ offers: [{ careers_url: "https://jobs.example/o/x", company_name: "Nameless Ltd" }] }),
      { origin: "r.json", now: NOW },
    );
    expect(summary).toMatchObject({
      imported: 0,
      skipped: 1,
      skips: [{ posting: "offer 1", reason: "no title" }],
    });
  });
});

describe("SmartRecruiters and Personio", () => {
  const personio = board("personio-positions.xml");
  const feedAddress = "https://personio.jobs.personio.com/xml";

  it("recognises a SmartRecruiters list, a posting's own answer and a Personio feed by content", () => {
    // The saved list is a page of 2 of 310 postings: not the whole listing.
    expect(parseDocument(board("smartrecruiters-postings.json"))).toMatchObject({
      format: "smartrecruiters",
      full: false,
    });
    expect(parseDocument(board("smartrecruiters-posting.json"))).toMatchObject({
      format: "smartrecruiters",
      full: false,
    });
    expect(parseDocument(personio)).toMatchObject({ format: "personio", full: true });
    expect(parseDocument(personio, { format: "personio" })).toMatchObject({ format: "personio" });
    expect(parseDocument(personio, { format: "greenhouse", origin: "the feed" })).toEqual({
      error: "the feed did not answer JSON, which a greenhouse feed is",
    });
    expect(parseDocument(board("recruitee-offers.json"), { format: "personio", origin: "the feed" })).toEqual(
      {
        error: "the feed did not answer XML whose root is <workzag-jobs>, as a personio feed does",
      },
    );
    expect(
      parseDocument(board("smartrecruiters-postings.json"), { format: "recruitee", origin: "the feed" }),
    ).toMatchObject({
      error: expect.stringMatching(/^the feed did not answer an object with an offers list/),
    });
  });

  it("never takes an empty SmartRecruiters list, or one that reaches its total, for less than it is", () => {
    const empty = '{"offset":0,"limit":100,"totalFound":0,"content":[]}';
    expect(parseDocument(empty, { format: "smartrecruiters" })).toMatchObject({
      format: "smartrecruiters",
      full: false,
      postings: [],
    });
    const list = JSON.parse(board("smartrecruiters-postings.json")) as { totalFound: number };
    list.totalFound = 2;
    expect(parseDocument(JSON.stringify(list))).toMatchObject({ full: true });
  });

  it("reads a SmartRecruiters posting's fields into the common shape", () => {
    const [listed] = (parseDocument(board("smartrecruiters-postings.json")) as { postings: unknown[] })
      .postings;
    expect(listed).toMatchObject({
      title: "Spécialiste Fiabilité outils et infrastructures - TGQF",
      company: { name: "Ubisoft" },
      source: "smartrecruiters:ubisoft",
      places: [{ city: "Montreal", region: "QC", country: "ca", text: "Montreal, QC, Canada" }],
      employmentTypes: ["Full-time", "permanent"],
      postedAt: "2026-09-25T18:18:52.891Z",
      externalId: "744000151912444",
      // The list has no links of its own: the posting's public page.
      applyUrl: "https://jobs.smartrecruiters.com/Ubisoft2/744000151912444",
      description: "",
    });
    const vitol = firstPosting(board("smartrecruiters-posting-vitol.json"));
    expect(vitol).toMatchObject({
      applyUrl: "https://jobs.smartrecruiters.com/Vitol/744000133666057-platform-engineer?oga=true",
      places: [{ city: "Singapore", country: "sg" }],
    });
    expect(vitol?.description).toMatch(/^Company Description\n\nVitol is a leader in the energy sector/);
    expect(vitol?.description).toContain("Job Description\n\nAs part of Vitol’s global Cloud & Platform");
    expect(vitol?.description).not.toContain("Additional Information");
  });

  it("reads a Personio position's fields, its apply link from the board's address", () => {
    const parsed = parseDocument(personio, { origin: feedAddress });
    expect(parsed).toMatchObject({
      postings: [
        {
          title: "Security Tester (m/f/d)",
          company: { name: "SecureCo GmbH" },
          source: "personio:secureco",
          places: [{ text: "Berlin, Germany" }],
          employmentTypes: ["full-time", "permanent"],
          postedAt: "2026-08-15T08:00:00+0200",
          externalId: "4103",
          applyUrl: "https://personio.jobs.personio.com/job/4103",
          description:
            "Responsibilities\n\nPerform web and API security testing using OWASP and Burp Suite.\n\nProfile\n\nGerman is nice to have.",
        },
        { title: "Staff Software Engineer, Data Platform", places: [{ text: "Munich" }], description: "" },
      ],
    });
    // A file named after its board gives the same links; any other name gives none.
    expect(firstPosting(personio)?.applyUrl).toBeUndefined();
    expect(firstPosting(personio, "/feeds/personio.jobs.personio.com.xml")?.applyUrl).toBe(
      "https://personio.jobs.personio.com/job/4103",
    );
  });

  it("takes a cut-off Personio feed as one skip that changes nothing", async () => {
    const summary = await importDocument(t.db, personio.slice(0, personio.length / 2), {
      origin: feedAddress,
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 0, updated: 0, closed: 0, skipped: 1 });
    expect(summary.skips[0]?.reason).toBe("the Personio feed ends before its closing </workzag-jobs>");
  });

  it("stores a SmartRecruiters posting with its text, its place and what it says of relocation", async () => {
    const summary = await importDocument(t.db, board("smartrecruiters-posting.json"), {
      origin: "sr.json",
      now: NOW,
    });
    expect(summary).toMatchObject({ imported: 1, skipped: 0 });
    const job = await stored("https://jobs.smartrecruiters.com/ScalableGmbH/744000141680580");
    expect(job).toMatchObject({
      title: "Financial Risk Manager (m/f/x)",
      company: { name: "Scalable GmbH" },
      country: { code: "DE" },
      employmentType: "Full-time",
      workType: "Hybrid",
      salary: null,
      source: "smartrecruiters:scalable",
      postedAt: "2026-08-05T09:58:27.938Z",
    });
    expect(job.location).toMatch(/, Germany$/);
    expect(job.description).toContain("Qualifications\n\n• You have completed a degree");
    expect(job.visa.evidence ?? "").toMatch(/relocation support/i);
  });

  it("skips a SmartRecruiters list's postings for want of their text, and closes nothing", async () => {
    const summary = await importDocument(t.db, board("smartrecruiters-postings.json"), {
      origin: "list.json",
      full: true,
      now: NOW,
    });
    expect(summary).toMatchObject({
      imported: 0,
      closed: 0,
      skipped: 2,
      skips: [
        {
          posting: "Spécialiste Fiabilité outils et infrastructures - TGQF",
          reason: "Description is required",
        },
        { posting: "CRM Webmarketing Assistant", reason: "Description is required" },
      ],
    });
  });

  it("stores a Personio feed's positions under their subcompany, and closes what it no longer lists", async () => {
    const first = await importDocument(t.db, personio, { origin: feedAddress, now: NOW });
    expect(first).toMatchObject({
      imported: 1,
      skips: [{ posting: "Staff Software Engineer, Data Platform", reason: "Description is required" }],
    });
    expect(await stored("https://personio.jobs.personio.com/job/4103")).toMatchObject({
      title: "Security Tester (m/f/d)",
      company: { name: "SecureCo GmbH" },
      country: { code: "DE" },
      location: "Berlin, Germany",
      employmentType: "Full-time",
      workType: "On-site",
      source: "personio:secureco",
      postedAt: "2026-08-15T06:00:00.000Z",
      visa: { status: "unknown" },
    });
    const none = await importDocument(t.db, "<workzag-jobs></workzag-jobs>", {
      origin: feedAddress,
      company: "SecureCo GmbH",
      now: NOW,
    });
    expect(none).toMatchObject({ imported: 0, closed: 1 });
  });
});
