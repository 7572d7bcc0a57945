import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CompanyDetail } from "@shared/schemas/companies";
import type { JobDetail, JobPage } from "@shared/schemas/jobs";
import type { VisaRoutes } from "@shared/schemas/sponsors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/jobs";
import { countries } from "../db/schema/places";
import { loadStartData } from "../db/start-data";
import { createTestApp, type TestApp } from "../test/app";
import { buildJob, seedCompany } from "../test/data/jobs";
import { importRegister, RegisterImportError } from "./register-import";
import { REGISTER_DIR } from "./register-snapshots";

/*
 * The UK register's own rows (its header and lines 2–41, and the lines of two employers further
 * down), written as a file named the way the Home Office names it: an import of the publisher's
 * format without the whole file.
 */
function ukSlice(dir: string, extra: (lines: string[]) => string[] = (l) => l): string {
  const lines = fs.readFileSync(path.join(REGISTER_DIR, "uk-sponsors-2021-11-02.csv"), "utf8").split(/\r?\n/);
  const wanted = lines.filter(
    (l) => l.startsWith('"Revolut Ltd"') || l.startsWith('"MSC Cruise Management (UK) Ltd"'),
  );
  const file = path.join(dir, "2021-11-02_-_Worker_and_Temporary_Worker.csv");
  fs.writeFileSync(file, `${extra([...lines.slice(0, 41), ...wanted]).join("\r\n")}\r\n`);
  return file;
}

describe("sponsor registers in the API", () => {
  let t: TestApp;
  let dir: string;
  const ids = { revolut: 0, cruise: 0, revolutJob: 0, cruiseJob: 0, usJob: 0, gb: 0 };
  const printed: string[] = [];

  async function get<T>(url: string) {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() as T };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await loadStartData(t.db, { demoData: false });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "registers-"));
    const [gb] = await t.db.select().from(countries).where(eq(countries.code, "GB"));
    const [us] = await t.db.select().from(countries).where(eq(countries.code, "US"));
    if (!gb || !us) throw new Error("reference countries missing");
    ids.gb = gb.id;
    const revolut = await seedCompany(t.db, {
      name: "Revolut",
      isDemo: false,
      countryId: gb.id,
      location: "London, United Kingdom",
    });
    // Only resembles a registered sponsor (MSC Cruise Management (UK) Ltd): a different employer.
    const cruise = await seedCompany(t.db, {
      name: "Cruise LLC",
      isDemo: false,
      countryId: gb.id,
      location: "London, United Kingdom",
    });
    ids.revolut = revolut.id;
    ids.cruise = cruise.id;
    const insert = async (
      companyId: number,
      companyName: string,
      countryId: number,
      salary: [number, string],
    ) => {
      const [row] = await t.db
        .insert(jobs)
        .values({
          ...buildJob({ companyId, companyName, countryId, title: `${companyName} Engineer` }),
          salaryMin: salary[0],
          salaryMax: salary[0] + 10_000,
          salaryCurrency: salary[1],
        })
        .returning();
      return row?.id ?? 0;
    };
    ids.revolutJob = await insert(revolut.id, "Revolut", gb.id, [38_000, "GBP"]);
    ids.cruiseJob = await insert(cruise.id, "Cruise LLC", gb.id, [90_000, "GBP"]);
    // The same company's job in another country: the UK register says nothing of it.
    ids.usJob = await insert(revolut.id, "Revolut", us.id, [120_000, "USD"]);
    await importRegister(t.db, { register: "uk-sponsors", file: ukSlice(dir), asOf: null }, (l) =>
      printed.push(l),
    );
  }, 60_000);

  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ends the import with the register's count, its date and the companies matched", () => {
    expect(printed.at(-1)).toBe("register uk-sponsors: 38 employers (as of 2021-11-02), matched 1 companies");
  });

  it("shows the register line on a job of the employer in the register's country", async () => {
    const { status, body } = await get<JobDetail>(`/api/jobs/${ids.revolutJob}`);
    expect(status).toBe(200);
    expect(body.sponsorRecord).toEqual([
      expect.objectContaining({
        register: "uk-sponsors",
        registerName: "UK register of licensed sponsors",
        matchedName: "Revolut Ltd",
        match: "exact",
        route: "Skilled Worker, Intra-company Routes",
        rating: "Worker (A rating)",
        town: "London",
        asOf: "2021-11-02",
        sourceUrl: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
      }),
    ]);
    expect(body.visaCheck.employer).toEqual({
      onRegister: true,
      summary:
        "On the UK register of licensed sponsors — Skilled Worker, Intra-company Routes, Worker (A rating), as of 2021-11-02",
    });
    expect(body.visaCheck.posting).toEqual({ answer: "unknown", evidence: null });
    expect(body.visaCheck.salary.map((s) => s.routeId)).toEqual(["uk-skilled-worker", "uk-global-talent"]);
    expect(body.visaCheck.salary[0]).toMatchObject({ meets: null, threshold: null });
  });

  it("leaves a company whose name only resembles a registered one, and another country's job, unmarked", async () => {
    const cruise = await get<JobDetail>(`/api/jobs/${ids.cruiseJob}`);
    expect(cruise.body.sponsorRecord).toEqual([]);
    expect(cruise.body.visaCheck.employer).toEqual({
      onRegister: false,
      summary: "Not found on the UK register of licensed sponsors.",
    });
    const us = await get<JobDetail>(`/api/jobs/${ids.usJob}`);
    expect(us.body.sponsorRecord).toEqual([]);
    expect(us.body.visaCheck.employer.summary).toBe("Not found on the USCIS H-1B Employer Data Hub.");
  });

  it("filters jobs to registered sponsors, as true or 1", async () => {
    for (const value of ["true", "1"]) {
      const { status, body } = await get<JobPage>(`/api/jobs?registeredSponsor=${value}&page=1`);
      expect(status).toBe(200);
      expect(body.items.map((j) => j.id)).toEqual([ids.revolutJob]);
      expect(body.total).toBe(1);
    }
    const all = await get<JobPage>("/api/jobs?registeredSponsor=0&page=1");
    expect(all.body.total).toBe(3);
    const bad = await get<{ message: string }>("/api/jobs?registeredSponsor=maybe");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Registered sponsor must be 1/);
  });

  it("gives every company answer its register lines", async () => {
    const { body } = await get<CompanyDetail>(`/api/companies/${ids.revolut}`);
    expect(body.sponsorRecord.map((e) => e.matchedName)).toEqual(["Revolut Ltd"]);
    const cruise = await get<CompanyDetail>(`/api/companies/${ids.cruise}`);
    expect(cruise.body.sponsorRecord).toEqual([]);
  });

  it("refuses a malformed file, naming the row and column, and changes nothing", async () => {
    const file = ukSlice(dir, (lines) => [
      ...lines.slice(0, 3),
      '"Broken Ltd","Leeds",,"Worker (A rating)",',
      ...lines.slice(3),
    ]);
    const attempt = importRegister(t.db, { register: "uk-sponsors", file, asOf: "2021-12-01" }, () => {});
    await expect(attempt).rejects.toBeInstanceOf(RegisterImportError);
    await expect(attempt).rejects.toThrow(/row 4, column Route: is empty; nothing was changed/);
    const { body } = await get<JobDetail>(`/api/jobs/${ids.revolutJob}`);
    expect(body.sponsorRecord[0]?.asOf).toBe("2021-11-02");
  });

  it("refuses an unknown register and a file without a date", async () => {
    await expect(
      importRegister(t.db, { register: "xx", file: "a.csv", asOf: null }, () => {}),
    ).rejects.toThrow(/unknown register "xx"/);
    await expect(
      importRegister(
        t.db,
        { register: "uk-sponsors", file: path.join(dir, "register.csv"), asOf: null },
        () => {},
      ),
    ).rejects.toThrow(/--as-of/);
  });

  it("lists a country's visa routes by ISO code or by id, and says so when none is listed", async () => {
    const byCode = await get<VisaRoutes>("/api/visa-routes?country=gb");
    expect(byCode.status).toBe(200);
    expect(byCode.body.country).toBe("GB");
    expect(byCode.body.routes.map((r) => r.name)).toContain("Skilled Worker visa");
    const byId = await get<VisaRoutes>(`/api/visa-routes?country=${ids.gb}`);
    expect(byId.body).toEqual(byCode.body);
    const ireland = await get<VisaRoutes>("/api/visa-routes?country=IE");
    expect(ireland.body.routes.length).toBeGreaterThan(0);
    const none = await get<VisaRoutes>("/api/visa-routes?country=ZZ");
    expect(none.body).toEqual({
      country: "ZZ",
      routes: [],
      note: "No work-visa route is listed for this country yet.",
    });
    expect((await get("/api/visa-routes?country=abc")).status).toBe(400);
    expect((await get("/api/visa-routes")).status).toBe(400);
    expect((await get("/api/visa-routes?country=99999")).status).toBe(404);
  });
});
