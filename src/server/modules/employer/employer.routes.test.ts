import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyManagers, jobs } from "../../db/schema/jobs";
import { createTestApp, seedUser, sessionCookie, type TestApp } from "../../test/app";
import { seedCity, seedCompany, seedCountry, seedJob } from "../../test/data/jobs";

type Body = Record<string, unknown>;

function posting(overrides: Body = {}): Body {
  return {
    title: "Platform Engineer Zephyr",
    description: "Run our platform.\nOn call one week in six.",
    employmentType: "Full-time",
    workType: "Hybrid",
    countryCode: "DQ",
    city: "quayside",
    salaryMin: 30,
    salaryMax: 40,
    salaryCurrency: "EUR",
    salaryPeriod: "HOUR",
    skills: ["Kubernetes", "Go"],
    applyUrl: "https://careers.example.test/platform",
    validThrough: null,
    visa: { status: "yes", evidence: "We sponsor work visas and help with relocation." },
    ...overrides,
  };
}

describe("employer API: company pages and their jobs", () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  let other: string;
  let countryId: number;
  let cityId: number;

  const send = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: Body) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // The hourly allowances are under test in the rate-limit suite; this one creates many pages.
    t = await createTestApp({ config: { rateLimitScale: 10 } });
    const a = await seedUser(t.db);
    const b = await seedUser(t.db);
    ownerId = a.id;
    owner = await sessionCookie(t.app, t.db, a.id);
    other = await sessionCookie(t.app, t.db, b.id);
    const country = await seedCountry(t.db, { code: "DQ", name: "Dequland" });
    countryId = country.id;
    cityId = (await seedCity(t.db, country.id, "Quayside")).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function createCompany(name: string, cookie = owner): Promise<number> {
    const res = await send("POST", "/api/companies", cookie, { name, location: "Lisbon, Portugal" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  it("refuses visitors on every route", async () => {
    const routes: ["GET" | "POST" | "PATCH", string, Body?][] = [
      ["GET", "/api/employer/companies"],
      ["POST", "/api/companies", { name: "X", location: "Y" }],
      ["PATCH", "/api/companies/1", { location: "Y" }],
      ["GET", "/api/employer/companies/1/jobs"],
      ["POST", "/api/companies/1/jobs", posting()],
      ["PATCH", "/api/jobs/1", posting()],
      ["POST", "/api/jobs/1/close"],
      ["POST", "/api/jobs/1/reopen"],
    ];
    for (const [method, url, body] of routes) {
      const res = await send(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates a company page managed by its creator, with initials and its name key", async () => {
    const res = await send("POST", "/api/companies", owner, {
      name: "  Northwind Freight  ",
      description: "We move things.",
      website: "https://northwind.example.test",
      location: "Porto, Portugal",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Northwind Freight",
      logo: "NF",
      website: "https://northwind.example.test",
      location: "Porto, Portugal",
      openJobs: 0,
      closedJobs: 0,
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, res.json().id));
    expect(row?.nameKey).toBe("northwind freight");
    const managers = await t.db
      .select()
      .from(companyManagers)
      .where(eq(companyManagers.companyId, res.json().id));
    expect(managers.map((m) => m.userId)).toEqual([ownerId]);

    const mine = await send("GET", "/api/employer/companies", owner);
    expect(mine.json().map((c: Body) => c.name)).toContain("Northwind Freight");
    const theirs = await send("GET", "/api/employer/companies", other);
    expect(theirs.json()).toEqual([]);
  });

  it("answers 409 for a name another company page already has, however it is spelled", async () => {
    await seedCompany(t.db, { name: "Globex Corporation", nameKey: "globex" });
    const res = await send("POST", "/api/companies", other, { name: "GLOBEX, Inc.", location: "Berlin" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A company page named GLOBEX, Inc. already exists");
  });

  it("answers 400 with a readable message for a bad website or a missing location", async () => {
    const bad = await send("POST", "/api/companies", owner, {
      name: "Bad Site Ltd",
      website: "javascript:alert(1)",
      location: "Rome",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.website[0]).toMatch(/http or https address/);
    const missing = await send("POST", "/api/companies", owner, { name: "No Place" });
    expect(missing.statusCode).toBe(400);
  });

  it("lets managers alone edit a company page", async () => {
    const id = await createCompany("Edit Me Co");
    const byOther = await send("PATCH", `/api/companies/${id}`, other, { location: "Nowhere" });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe("Only this company's managers can change it");
    expect((await send("PATCH", "/api/companies/999999", owner, { location: "X" })).statusCode).toBe(404);

    const res = await send("PATCH", `/api/companies/${id}`, owner, {
      description: "Now with a description.",
      website: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      description: "Now with a description.",
      website: null,
      location: "Lisbon, Portugal",
    });
  });

  it("posts a job that search finds; edits show on its page; closed, it leaves search but keeps its page", async () => {
    const id = await createCompany("Zephyr Works");
    expect((await send("POST", `/api/companies/${id}/jobs`, other, posting())).statusCode).toBe(403);
    expect((await send("POST", "/api/companies/999999/jobs", owner, posting())).statusCode).toBe(404);

    const created = await send("POST", `/api/companies/${id}/jobs`, owner, posting());
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json();
    expect(job).toMatchObject({
      title: "Platform Engineer Zephyr",
      company: { id, name: "Zephyr Works" },
      countryId,
      location: "Quayside, Dequland",
      jobLocation: { id: cityId, name: "Quayside" },
      description: "Run our platform.\nOn call one week in six.",
      salary: "30–40 EUR per hour",
      salaryMin: 62_400,
      salaryMax: 83_200,
      salaryPeriod: "HOUR",
      source: "employer",
      visaSponsorship: true,
      visa: { status: "yes", evidence: "We sponsor work visas and help with relocation." },
      closedAt: null,
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ postedById: ownerId, externalId: null, source: "employer" });

    const found = await send("GET", "/api/jobs?q=platform engineer zephyr");
    expect(found.json().items.map((j: Body) => j.id)).toEqual([job.id]);

    const edited = await send(
      "PATCH",
      `/api/jobs/${job.id}`,
      owner,
      posting({ title: "Staff Engineer Zephyr" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send("GET", `/api/jobs/${job.id}`)).json().title).toBe("Staff Engineer Zephyr");
    expect((await send("GET", "/api/jobs?q=staff engineer zephyr")).json().items).toHaveLength(1);
    expect((await send("PATCH", `/api/jobs/${job.id}`, other, posting({ title: "Hacked" }))).statusCode).toBe(
      403,
    );

    const listed = await send("GET", `/api/employer/companies/${id}/jobs`, owner);
    expect(listed.json().map((j: Body) => j.id)).toEqual([job.id]);
    expect((await send("GET", `/api/employer/companies/${id}/jobs`, other)).statusCode).toBe(403);

    expect((await send("POST", `/api/jobs/${job.id}/close`, other)).statusCode).toBe(403);
    const closed = await send("POST", `/api/jobs/${job.id}/close`, owner);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closedReason: "employer" });
    expect((await send("GET", "/api/jobs?q=staff engineer zephyr")).json().items).toEqual([]);
    const page = (await send("GET", `/api/jobs/${job.id}`)).json();
    expect(page.closedAt).toEqual(expect.any(String));
    const counts = (await send("GET", "/api/employer/companies", owner))
      .json()
      .find((c: Body) => c.id === id);
    expect(counts).toMatchObject({ openJobs: 0, closedJobs: 1 });

    const reopened = await send("POST", `/api/jobs/${job.id}/reopen`, owner);
    expect(reopened.json()).toMatchObject({ closedAt: null, closedReason: null });
    expect((await send("GET", "/api/jobs?q=staff engineer zephyr")).json().items).toHaveLength(1);
    expect((await send("POST", "/api/jobs/999999/close", owner)).statusCode).toBe(404);
  });

  it("stores a city it does not know in the location text, and a remote job without a country", async () => {
    const id = await createCompany("Remote First Co");
    const unknownCity = await send(
      "POST",
      `/api/companies/${id}/jobs`,
      owner,
      posting({ city: "Smalltown" }),
    );
    expect(unknownCity.json()).toMatchObject({
      location: "Smalltown, Dequland",
      jobLocation: null,
      countryId,
    });
    const remote = await send(
      "POST",
      `/api/companies/${id}/jobs`,
      owner,
      posting({
        countryCode: null,
        city: null,
        workType: "Remote",
        salaryPeriod: "YEAR",
        salaryMin: 50_000,
        salaryMax: 60_000,
      }),
    );
    expect(remote.json()).toMatchObject({
      location: "Remote — anywhere",
      countryId: null,
      salary: "50,000–60,000 EUR per year",
      salaryMin: 50_000,
    });
  });

  it("refuses what an employer must not post, each with a readable message", async () => {
    const id = await createCompany("Strict Hiring Co");
    const cases: [Body, RegExp][] = [
      [{ visa: { status: "unknown", evidence: null } }, /yes or no/],
      [{ visa: { status: "yes", evidence: null } }, /one sentence/],
      [
        { visa: { status: "yes", evidence: "We cannot sponsor visas for this role." } },
        /reads as if you do not sponsor/,
      ],
      [
        { visa: { status: "no", evidence: "We sponsor visas for the right person." } },
        /reads as if you do sponsor/,
      ],
      [{ countryCode: "ZZ" }, /^Borderless has no country with code ZZ yet$/],
      [{ salaryMin: 50, salaryMax: 40 }, /not be below the minimum/],
      [{ salaryPeriod: null }, /currency and pay period/],
      [{ salaryMax: 2_000_000, salaryPeriod: "HOUR" }, /at most 1,000,000,000 a year/],
      [{ applyUrl: "ftp://x.test" }, /http or https/],
      [{ title: "" }, /Title is required/],
      [{ validThrough: "2001-01-01T00:00:00Z" }, /in the future/],
      [{ title: "nul\u0000here" }, /null character/],
    ];
    for (const [change, message] of cases) {
      const res = await send("POST", `/api/companies/${id}/jobs`, owner, posting(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toMatch(message);
    }
    const count = await send("GET", `/api/employer/companies/${id}/jobs`, owner);
    expect(count.json()).toEqual([]);
  });

  it("refuses to edit an imported job, whose import keeps it up to date", async () => {
    const id = await createCompany("Imported Jobs Co");
    const imported = await seedJob(t.db, { companyId: id, companyName: "Imported Jobs Co" });
    await t.db
      .update(jobs)
      .set({ source: "greenhouse:imported", externalId: "42" })
      .where(eq(jobs.id, imported.id));
    const res = await send("PATCH", `/api/jobs/${imported.id}`, owner, posting());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/updated by its import/);
    expect((await send("GET", `/api/jobs/${imported.id}`)).json().title).toBe("Software Engineer");
  });

  it("stores the title, description and visa sentence as plain text: markup typed into the form is removed", async () => {
    const id = await createCompany("Plain Words Bakery");
    const res = await send(
      "POST",
      `/api/companies/${id}/jobs`,
      owner,
      posting({
        title: "<b>Baker</b><script>alert(1)</script>",
        description:
          '<img src=x onerror="alert(1)">Bake bread &amp; rolls.\r\n\r\nEarly <em>starts</em>, 4 < 5.<iframe src="https://evil.example"></iframe>',
        visa: { status: "yes", evidence: "We <u>sponsor</u> work visas." },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await t.db.select().from(jobs).where(eq(jobs.id, res.json().id)))[0];
    expect(stored).toMatchObject({
      title: "Baker",
      description: "Bake bread & rolls.\n\nEarly starts, 4 < 5.",
      visaEvidence: "We sponsor work visas.",
    });
    expect((await send("GET", `/api/jobs/${res.json().id}`)).json()).toMatchObject({
      title: "Baker",
      description: "Bake bread & rolls.\n\nEarly starts, 4 < 5.",
    });

    const empty = await send(
      "POST",
      `/api/companies/${id}/jobs`,
      owner,
      posting({ title: "<b></b><script>x</script>" }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: "Title must have words, not only markup",
      fieldErrors: { title: ["Title must have words, not only markup"] },
    });
  });
});
