import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { Country, CountrySummary } from "@shared/schemas/countries";
import type { Job } from "@shared/schemas/jobs";
import type { Methodology } from "@shared/schemas/methodology";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities, countries } from "../../db/schema/places";
import { applyReferenceData } from "../../reference/apply-reference";
import { loadReferenceData, REFERENCE_DIR } from "../../reference/reference-files";
import { reloadReferenceData } from "../../reference/reload";
import type { App } from "../../types";
import { seedCompany, seedJob } from "../data/jobs";
import { createTwoInstances, hasPostgres, type TwoInstances } from "../two-instances";

/**
 * An instance keeps what it builds from the reference data (the methodology answer) until it hears
 * the data changed: from another instance's reload, from `npm run reference:reload`, or, having
 * lost its listening connection, from the possibility that it missed a notice.
 */

/** What B says about the HDI figure: its data years and how many countries have one. */
async function employment(app: App): Promise<{ dataYears: string[]; countries: number }> {
  const res = await app.inject({ method: "GET", url: "/api/methodology" });
  expect(res.statusCode).toBe(200);
  const metric = (res.json() as Methodology).metrics.find((m) => m.metric === "standardOfLiving");
  const published = metric?.published[0];
  return { dataYears: published?.dataYears ?? [], countries: published?.countries.length ?? 0 };
}

/** How long another instance may take to hear of a change, asked again every 50 ms meanwhile. */
const HEARD = { timeout: 15_000, interval: 50 };

describe.runIf(hasPostgres)("in-memory caches across instances", () => {
  let two: TwoInstances;
  let work: string;
  /** data/reference with the United States' HDI figure dated 2022 rather than 2023, and its employment figure 2023 rather than 2024. */
  let usFigureOf2023: string;

  beforeAll(async () => {
    two = await createTwoInstances();
    // Loaded without a notice, so none is on its way when a test looks at what B keeps.
    await applyReferenceData(two.a.db, loadReferenceData());
    work = fs.mkdtempSync(path.join(os.tmpdir(), "caches-"));
    usFigureOf2023 = path.join(work, "reference");
    fs.mkdirSync(usFigureOf2023);
    for (const name of fs.readdirSync(REFERENCE_DIR)) {
      fs.copyFileSync(path.join(REFERENCE_DIR, name), path.join(usFigureOf2023, name));
    }
    const figures = path.join(usFigureOf2023, "figures.csv");
    const text = fs.readFileSync(figures, "utf8");
    // A city shows its country's employment figure; the methodology below follows the HDI.
    const changed = text
      .replace(/^(undp-hdi,US,[\d.]+),2023,/m, "$1,2022,")
      .replace(/^(wdi-employment-15plus,US,[\d.]+),2024,/m, "$1,2023,");
    expect(changed).not.toBe(text);
    fs.writeFileSync(figures, changed);
  });
  afterAll(async () => {
    await two?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("B answers from the reference data A reloaded, without a restart", async () => {
    expect(await employment(two.b)).toEqual({ dataYears: ["2023"], countries: 193 });

    // A change nobody announces is not seen: B answers from memory.
    await two.a.db.update(countries).set({ sources: {} });
    expect(await employment(two.b)).toEqual({ dataYears: ["2023"], countries: 193 });

    // A reload on A (what the server does on SIGHUP) is.
    await reloadReferenceData(two.a.db, usFigureOf2023);
    await expect
      .poll(() => employment(two.b), HEARD)
      .toEqual({
        dataYears: ["2022", "2023"],
        countries: 193,
      });
  });

  it("B shows a job's city with the figures A reloaded", async () => {
    await reloadReferenceData(two.a.db, REFERENCE_DIR);
    const [city] = await two.a.db
      .select({ id: cities.id })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(countries.code, "US"))
      .limit(1);
    if (!city) throw new Error("no city of the United States in the reference data");
    const company = await seedCompany(two.a.db, { name: "Reload Co" });
    const job = await seedJob(two.a.db, {
      title: "Figure Checker",
      companyId: company.id,
      companyName: company.name,
      cityId: city.id,
    });
    const employmentYear = async () => {
      const res = await two.b.inject({ method: "GET", url: `/api/jobs/${job.id}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as Job).jobLocation?.sources?.employmentOpportunity?.dataYear ?? null;
    };
    await expect.poll(employmentYear, HEARD).toBe("2024");

    await reloadReferenceData(two.a.db, usFigureOf2023);
    await expect.poll(employmentYear, HEARD).toBe("2023");
  });

  it("B's kept country lists follow a job posted through A and a reload on A", async () => {
    await reloadReferenceData(two.a.db, REFERENCE_DIR);
    /** The United States in B's two lists: its jobs, and the data year of its employment figure. */
    const lists = async () => {
      const read = async <T extends { code: string }>(url: string) => {
        const res = await two.b.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
        expect(res.statusCode).toBe(200);
        const list = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as T[];
        return list.find((c) => c.code === "US");
      };
      const full = await read<Country>("/api/countries");
      const summary = await read<CountrySummary>("/api/country-summaries");
      const fullSource = full?.sources.employmentOpportunity;
      return [
        { jobs: full?.jobCount, year: fullSource && "dataYear" in fullSource ? fullSource.dataYear : null },
        {
          jobs: summary?.jobCount,
          year: summary?.sources.employmentOpportunity?.label.match(/data (\d{4})/)?.[1],
        },
      ];
    };
    const before = (await lists())[0]?.jobs ?? 0;
    await expect.poll(lists, HEARD).toEqual([
      { jobs: before, year: "2024" },
      { jobs: before, year: "2024" },
    ]);

    const [us] = await two.a.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const company = await seedCompany(two.a.db, { name: "Count Co" });
    await seedJob(two.a.db, {
      title: "Counted",
      companyId: company.id,
      companyName: company.name,
      countryId: us?.id,
    });
    // Job counts are read on every request: no notice is needed.
    expect(await lists()).toEqual([
      { jobs: before + 1, year: "2024" },
      { jobs: before + 1, year: "2024" },
    ]);

    await reloadReferenceData(two.a.db, usFigureOf2023);
    await expect.poll(lists, HEARD).toEqual([
      { jobs: before + 1, year: "2023" },
      { jobs: before + 1, year: "2023" },
    ]);
  });

  it("B answers from the reference data `npm run reference:reload` wrote into the database", async () => {
    await reloadReferenceData(two.a.db, usFigureOf2023);
    await expect.poll(() => employment(two.b), HEARD).toMatchObject({ dataYears: ["2022", "2023"] });

    // The command, in a process of its own, writes data/reference (every HDI figure of 2023).
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/reference/reload-cli.ts"], {
      env: { ...process.env, DATABASE_URL: two.a.app.config.databaseUrl, LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/US sources\.standardOfLiving: details updated/);
    await expect.poll(() => employment(two.b), HEARD).toEqual({ dataYears: ["2023"], countries: 193 });
  });
});

describe.runIf(hasPostgres)("in-memory caches after a lost listening connection", () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
    await applyReferenceData(two.a.db, loadReferenceData());
  });
  afterAll(async () => {
    await two?.close();
  });

  it("B rebuilds once it listens again, since a notice may have come while it could not hear", async () => {
    expect(await employment(two.b)).toEqual({ dataYears: ["2023"], countries: 193 });
    await two.a.db.update(countries).set({ sources: {} });
    expect(await employment(two.b)).toEqual({ dataYears: ["2023"], countries: 193 });

    // The server ends every instance's listening connection (a restart, a failover, a network cut).
    const ended = await two.a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'borderless-listener'`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    await expect.poll(() => employment(two.b), HEARD).toEqual({ dataYears: [], countries: 0 });
  });
});
