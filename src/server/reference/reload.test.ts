import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CityLocation, Country } from "@shared/schemas/countries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStartData } from "../db/start-data";
import { createTestApp, type TestApp } from "../test/app";
import { REFERENCE_DIR } from "./reference-files";
import { askServerToReload, describeChanges, reloadOnSignal, reloadReferenceData } from "./reload";

let t: TestApp;
let work: string;

/** A copy of data/reference where the United States' employment ratio reads `value`. */
function referenceWithUsEmployment(value: string): string {
  const dir = fs.mkdtempSync(path.join(work, "reference-"));
  for (const name of fs.readdirSync(REFERENCE_DIR))
    fs.copyFileSync(path.join(REFERENCE_DIR, name), path.join(dir, name));
  const file = path.join(dir, "figures.csv");
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, "utf8")
      .replace("wdi-employment-15plus,US,59.4,", `wdi-employment-15plus,US,${value},`),
  );
  return dir;
}

async function unitedStates(): Promise<Country> {
  return (await t.app.inject({ method: "GET", url: "/api/countries/1" })).json() as Country;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "reload-"));
  t = await createTestApp();
  await loadStartData(t.db, { demoData: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("reloading the reference data into a running install", () => {
  it("writes a changed figure into the country and its cities, and says what changed", async () => {
    const changes = await reloadReferenceData(t.db, referenceWithUsEmployment("60.1"));
    const lines = describeChanges(changes);
    expect(lines).toContain("US employmentOpportunity: 59.4 -> 60.1");
    expect(lines).toContain("US sources.employmentOpportunity: details updated");
    expect(lines.at(-1)).toMatch(
      /^reference data: countries 0 added, 1 changed; cities 0 added, [1-9]\d* changed$/,
    );

    const us = await unitedStates();
    expect(us.employmentOpportunity).toBe(60.1);
    expect(us.sources.employmentOpportunity).toMatchObject({ value: 60.1 });
    const cities = (
      await t.app.inject({ method: "GET", url: "/api/countries/1/cities" })
    ).json() as CityLocation[];
    expect(cities.map((c) => c.employmentOpportunity)).toEqual(cities.map(() => 60.1));
  });

  it("changes nothing when the files are unchanged", async () => {
    const changes = await reloadReferenceData(t.db, referenceWithUsEmployment("60.1"));
    expect(describeChanges(changes)).toEqual([
      "reference data: countries 0 added, 0 changed; cities 0 added, 0 changed",
    ]);
  });

  it("answers a reload request sent by signal, and reports a bad file without changing anything", async () => {
    const dataDir = fs.mkdtempSync(path.join(work, "data-"));
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(`error: ${m}`) };

    const good = reloadOnSignal(t.db, dataDir, log, Promise.resolve(), REFERENCE_DIR);
    try {
      const answer = await askServerToReload(dataDir, process.pid, 30_000);
      expect(answer.ok).toBe(true);
      expect(answer.lines).toContain("US employmentOpportunity: 60.1 -> 59.4");
      expect(logged).toEqual(answer.lines);
    } finally {
      good();
    }
    expect((await unitedStates()).employmentOpportunity).toBe(59.4);

    const bad = reloadOnSignal(t.db, dataDir, log, Promise.resolve(), referenceWithUsEmployment("lots"));
    try {
      const answer = await askServerToReload(dataDir, process.pid, 30_000);
      expect(answer.ok).toBe(false);
      expect(answer.lines).toEqual([
        expect.stringMatching(/figures\.csv row 2, column value: "lots" is not a number$/),
      ]);
    } finally {
      bad();
    }
    expect((await unitedStates()).employmentOpportunity).toBe(59.4);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
