import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Application, ApplicationList } from "@shared/schemas/applications";
import type { JobDetail, JobPage } from "@shared/schemas/jobs";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStartData } from "../../db/start-data";
import { parseOutboundAllow } from "../../outbound/address-policy";
import { importRegister } from "../../registers/register-import";
import { REGISTER_DIR } from "../../registers/register-snapshots";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";

/** A UK employer's posting as a careers page carries it: JSON-LD in an @graph, beside other nodes. */
const POSTING = {
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "Revolut careers", url: "https://www.revolut.com/careers" },
    {
      "@type": "JobPosting",
      title: "Senior Backend Engineer",
      url: "https://www.revolut.com/careers/position/4821",
      description:
        "<p>Build the payments platform in Kotlin and PostgreSQL.</p><p>We offer visa sponsorship under the Skilled Worker route for this role.</p>",
      datePosted: "2026-11-20",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Revolut Ltd", sameAs: "https://www.revolut.com" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", minValue: 80000, maxValue: 95000, unitText: "YEAR" },
      },
    },
  ],
};

const page = (jsonLd: unknown) =>
  `<!doctype html><html><head><title>Careers</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>Job</h1></body></html>`;

/** The UK register's header and first lines, and Revolut's line: a slice of the publisher's own file. */
function ukSlice(dir: string): string {
  const lines = fs.readFileSync(path.join(REGISTER_DIR, "uk-sponsors-2021-11-02.csv"), "utf8").split(/\r?\n/);
  const wanted = lines.filter((l) => l.startsWith('"Revolut Ltd"'));
  const file = path.join(dir, "2021-11-02_-_Worker_and_Temporary_Worker.csv");
  fs.writeFileSync(file, `${[...lines.slice(0, 41), ...wanted].join("\r\n")}\r\n`);
  return file;
}

describe("adding a job from a pasted link or text", () => {
  let t: TestApp;
  let dir: string;
  let base = "";
  let alice: string;
  let bob: string;
  const server = http.createServer((req, res) => {
    const url = req.url ?? "";
    if (url.startsWith("/job")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(POSTING));
    } else if (url === "/array") {
      res.writeHead(200, { "content-type": "text/html" }).end(
        page([
          { "@type": "Organization", name: "x" },
          { ...POSTING["@graph"][1], title: "Data Engineer" },
        ]),
      );
    } else if (url === "/no-posting") {
      res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><body><h1>We are hiring</h1></body></html>");
    } else if (url === "/no-company") {
      const { hiringOrganization: _, ...rest } = POSTING["@graph"][1] as Record<string, unknown>;
      res.writeHead(200, { "content-type": "text/html" }).end(page(rest));
    } else if (url === "/pdf") {
      res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
    } else if (url === "/large") {
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(`<html>${"x".repeat(2 * 1024 * 1024 + 10)}</html>`);
    } else if (url === "/slow") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>"); // and never more
    } else res.writeHead(404).end();
  });

  async function call(method: HTTPMethods, url: string, cookie?: string, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  }
  const fromLink = (url: string, cookie = alice) =>
    call("POST", "/api/applications/from-link", cookie, { url });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    const allow = parseOutboundAllow(`127.0.0.1:${port}`);
    if ("error" in allow) throw new Error(allow.error);
    t = await createTestApp({ config: { outboundAllow: allow } });
    await loadStartData(t.db, { demoData: false });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "from-link-"));
    await importRegister(t.db, { register: "uk-sponsors", file: ukSlice(dir), asOf: null }, () => {});
    alice = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
    bob = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
  }, 60_000);

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("asks a visitor to sign in", async () => {
    expect(
      (await call("POST", "/api/applications/from-link", undefined, { url: `${base}/job` })).status,
    ).toBe(401);
    expect(
      (
        await call("POST", "/api/applications/from-text", undefined, {
          title: "a",
          company: "b",
          location: "c",
          text: "d",
        })
      ).status,
    ).toBe(401);
  });

  let jobId = 0;

  it("reads a page's JobPosting into a private job with the visa words, the register line and the pay", async () => {
    const { status, body } = await fromLink(`${base}/job/1`);
    expect(status).toBe(201);
    const application = body as Application;
    expect(application.status).toBe("Applied");
    const { job } = application;
    jobId = job.id;
    expect(job).toMatchObject({
      title: "Senior Backend Engineer",
      company: { name: "Revolut Ltd" },
      location: "London, United Kingdom",
      source: "link",
      applyUrl: "https://www.revolut.com/careers/position/4821",
      employmentType: "Full-time",
      visaSponsorship: true,
      visa: {
        status: "yes",
        evidence: expect.stringContaining("visa sponsorship under the Skilled Worker route"),
      },
      salaryCurrency: "GBP",
      closedAt: null,
      applied: true,
    });
    expect(job.pay).toMatchObject({ currency: "GBP", min: 80000, max: 95000, period: "year" });
    expect(job.sponsorRecord).toEqual([
      expect.objectContaining({ register: "uk-sponsors", matchedName: "Revolut Ltd", asOf: "2021-11-02" }),
    ]);

    const own = await call("GET", `/api/jobs/${jobId}`, alice);
    expect(own.status).toBe(200);
    const detail = own.body as JobDetail;
    expect(detail.visaCheck.employer.onRegister).toBe(true);
    expect(detail.visaCheck.posting.answer).toBe("yes");
    expect(detail.closedAt).toBeNull();

    const list = (await call("GET", "/api/applications", alice)).body as ApplicationList;
    expect(list.items.map((item) => item.job.id)).toEqual([jobId]);
  });

  it("answers the same link pasted again with the same application and job (200)", async () => {
    const again = await fromLink(`${base}/job/1`);
    expect(again.status).toBe(200);
    expect((again.body as Application).job.id).toBe(jobId);
    expect(((await call("GET", "/api/applications", alice)).body as ApplicationList).counts.total).toBe(1);
  });

  it("finds the posting in an array of JSON-LD nodes too", async () => {
    const { status, body } = await fromLink(`${base}/array`);
    expect(status).toBe(201);
    expect((body as Application).job.title).toBe("Data Engineer");
  });

  it("keeps the job from everyone else: search, counts, the job itself, saving and applying", async () => {
    const stats = async () => (await call("GET", "/api/stats")).body as Record<string, unknown>;
    for (const cookie of [bob, undefined]) {
      expect((await call("GET", `/api/jobs/${jobId}`, cookie)).status).toBe(404);
      const search = (await call("GET", "/api/jobs?q=backend&page=1", cookie)).body as JobPage;
      expect(search.items.map((j) => j.id)).not.toContain(jobId);
    }
    expect((await call("PUT", `/api/jobs/${jobId}/save`, bob)).status).toBe(404);
    expect((await call("POST", `/api/jobs/${jobId}/apply`, bob)).status).toBe(404);
    expect((await call("PATCH", `/api/applications/${jobId}`, bob, { status: "Offer" })).status).toBe(404);
    expect(((await call("GET", "/api/applications", bob)).body as ApplicationList).counts.total).toBe(0);
    // Not even its owner's search lists it: it is in the tracker, not the board.
    const own = (await call("GET", "/api/jobs?q=backend&page=1", alice)).body as JobPage;
    expect(own.total).toBe(0);
    expect((await stats()).availableJobs).toBe(0);
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemaps/jobs-0.xml" });
    expect(sitemap.body).not.toContain(`/jobs/${jobId}`);
  });

  it("lets its owner move the application along", async () => {
    const moved = await call("PATCH", `/api/applications/${jobId}`, alice, { status: "Interviewing" });
    expect(moved.status).toBe(200);
    expect((moved.body as Application).status).toBe("Interviewing");
  });

  it("answers 422 naming why a page could not be read, so the text can be pasted instead", async () => {
    const cases: [string, RegExp][] = [
      ["/pdf", /not a web page \(it answered application\/pdf\)/],
      ["/no-posting", /No job posting was found on the page: .*no JSON-LD/],
      ["/no-company", /has no a company \(hiringOrganization\)/],
      ["/large", /larger than 2 MB/],
      ["/missing", /The site answered 404/],
    ];
    for (const [url, message] of cases) {
      const { status, body } = await fromLink(`${base}${url}`);
      expect(status, url).toBe(422);
      expect(body.message, url).toMatch(message);
      expect(body.message, url).toMatch(/paste the posting's text instead/);
    }
  });

  it("gives up on a page that does not finish within 10 s (422)", async () => {
    const { status, body } = await fromLink(`${base}/slow`);
    expect(status).toBe(422);
    expect(body.message).toMatch(/did not answer within 10 s/);
  }, 20_000);

  it("refuses a link that is not http(s), too long, or a private address (400)", async () => {
    const cases: [string, RegExp][] = [
      ["ftp://example.com/job", /must be a web address starting with http/],
      ["not a link", /must be a web address/],
      [`https://example.com/${"a".repeat(2050)}`, /at most 2,048 characters/],
      ["http://127.0.0.1:9/job", /private, local or reserved address/],
      ["http://10.1.2.3/job", /private, local or reserved address/],
    ];
    for (const [url, message] of cases) {
      const { status, body } = await fromLink(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toMatch(message);
    }
  });

  it("makes a private job of pasted text, reading the visa words in it", async () => {
    const { status, body } = await call("POST", "/api/applications/from-text", alice, {
      title: "Platform Engineer",
      company: "Northwind Traders",
      location: "Berlin, Germany",
      text: "Run our Kubernetes clusters.\n\nUnfortunately we cannot sponsor visas for this position.",
    });
    expect(status).toBe(201);
    const { job } = body as Application;
    expect(job).toMatchObject({
      title: "Platform Engineer",
      company: { name: "Northwind Traders" },
      location: "Berlin, Germany",
      source: "link",
      visa: { status: "no" },
    });
    expect((await call("GET", `/api/jobs/${job.id}`, bob)).status).toBe(404);
    const missing = await call("POST", "/api/applications/from-text", alice, {
      title: "",
      company: "x",
      location: "y",
      text: "z",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Title is required/);
  });

  it("keeps a company first met in a pasted job off every public list until a job of its own comes in", async () => {
    const pasted = await call("POST", "/api/applications/from-text", alice, {
      title: "Site Reliability Engineer",
      company: "Quillfeather Analytics",
      location: "Dublin, Ireland",
      text: "Keep our services up.",
    });
    expect(pasted.status).toBe(201);
    const companyId = (pasted.body as Application).job.company.id;
    for (const cookie of [bob, alice, undefined]) {
      expect((await call("GET", `/api/companies/${companyId}`, cookie)).status).toBe(404);
      const search = await call("GET", "/api/companies?q=Quillfeather", cookie);
      expect(search.status).toBe(200);
      expect(JSON.stringify(search.body)).not.toContain("Quillfeather");
    }
    const options = await call("GET", "/api/referral-companies/options", bob);
    expect(JSON.stringify(options.body)).not.toContain("Quillfeather");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemaps/companies-0.xml" });
    expect(sitemap.body).not.toContain(`/companies/${companyId}<`);
    // Its name is free for a page of its own: nobody learns that someone pasted one of its jobs.
    const page = await call("POST", "/api/companies", bob, {
      name: "Quillfeather Analytics",
      location: "Dublin, Ireland",
    });
    expect(page.status).toBe(201);
    expect((page.body as { id: number }).id).not.toBe(companyId);
    expect((await call("GET", `/api/companies/${(page.body as { id: number }).id}`)).status).toBe(200);
  });
});

describe("adding a job from a pasted job board link: the board's API is read", () => {
  const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), "../../import/fixtures");
  const greenhouse = JSON.parse(fs.readFileSync(path.join(FIXTURES, "greenhouse-board.json"), "utf8")) as {
    jobs: { id: number }[];
  };
  const lever = JSON.parse(fs.readFileSync(path.join(FIXTURES, "lever-postings.json"), "utf8")) as {
    id: string;
  }[];
  let t: TestApp;
  let alice: string;
  const asked: string[] = [];
  // The boards' APIs, at <this server>/<API host>/<path>, answering with the saved board answers.
  const api = http.createServer((req, res) => {
    const url = req.url ?? "";
    asked.push(url);
    const gh = /^\/boards-api\.greenhouse\.io\/v1\/boards\/lumen-freight\/jobs\/(\d+)$/.exec(url);
    const lv = /^\/api\.lever\.co\/v0\/postings\/lumen-freight\/([0-9a-f-]+)\?mode=json$/.exec(url);
    const job = gh ? greenhouse.jobs.find((j) => String(j.id) === gh[1]) : undefined;
    const posting = lv ? lever.find((p) => p.id === lv[1]) : undefined;
    if (job || posting) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(job ?? posting));
    } else res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const { port } = api.address() as AddressInfo;
    const allow = parseOutboundAllow(`127.0.0.1:${port}`);
    if ("error" in allow) throw new Error(allow.error);
    t = await createTestApp({
      config: { outboundAllow: allow, boardApiOrigin: `http://127.0.0.1:${port}` },
    });
    await loadStartData(t.db, { demoData: false });
    alice = await sessionCookie(t.app, t.db, (await seedUser(t.db)).id);
  }, 60_000);

  afterAll(async () => {
    api.closeAllConnections();
    api.close();
    await t.close();
  });

  const fromLink = async (url: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/applications/from-link",
      headers: { cookie: alice },
      payload: { url },
    });
    return { status: res.statusCode, body: res.json() as Application };
  };

  it("reads a Greenhouse posting from the Job Board API: title, company, place and its visa words", async () => {
    const { status, body } = await fromLink("https://boards.greenhouse.io/lumen-freight/jobs/4471203");
    expect(status).toBe(201);
    expect(asked).toContain("/boards-api.greenhouse.io/v1/boards/lumen-freight/jobs/4471203");
    expect(body.job).toMatchObject({
      title: "Site Reliability Engineer",
      company: { name: "Lumen Freight" },
      location: "London, United Kingdom",
      source: "link",
      applyUrl: "https://boards.greenhouse.example/lumenfreight/jobs/4471203",
      employmentType: "Full-time",
      visaSponsorship: true,
      visa: { status: "yes", evidence: expect.stringMatching(/sponsor Skilled Worker visas/) },
      closedAt: null,
    });
  });

  it("reads a Lever posting from the Postings API: title, company, place and its visa words", async () => {
    const { status, body } = await fromLink(
      "https://jobs.lever.co/lumen-freight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10",
    );
    expect(status).toBe(201);
    expect(asked).toContain(
      "/api.lever.co/v0/postings/lumen-freight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10?mode=json",
    );
    expect(body.job).toMatchObject({
      title: "Backend Engineer, Payments",
      company: { name: "Lumen Freight" },
      location: expect.stringMatching(/^Stockholm/),
      workType: "Hybrid",
      applyUrl: "https://jobs.lever.example/lumenfreight/5f1c2a9e-7d0b-4c55-9b1a-3e8f6a2d4c10/apply",
      visa: { status: "yes", evidence: expect.stringMatching(/visa sponsorship|work permits/i) },
    });
    expect(body.job.pay).toMatchObject({ currency: "SEK", min: 55000, max: 68000 });
  });
});
