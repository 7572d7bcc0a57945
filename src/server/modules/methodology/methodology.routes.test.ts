import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Methodology, MethodologyMetric } from "@shared/schemas/methodology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries } from "../../db/schema/places";
import { REFERENCE_DIR } from "../../reference/reference-files";
import { reloadReferenceData } from "../../reference/reload";
import { createTestApp, type TestApp } from "../../test/app";

async function methodology(t: TestApp): Promise<Methodology> {
  const res = await t.app.inject({ method: "GET", url: "/api/methodology" });
  expect(res.statusCode).toBe(200);
  return res.json() as Methodology;
}

function metric(answer: Methodology, key: string): MethodologyMetric {
  const found = answer.metrics.find((m) => m.metric === key);
  if (!found) throw new Error(`no methodology entry for ${key}`);
  return found;
}

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe("GET /api/methodology", () => {
  let t: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await reloadReferenceData(t.db);
    // On PostgreSQL the reload's notice reaches this app's own listener a moment later and marks the
    // answer stale once more: heard here, so it cannot land in the middle of a test. Notices reach a
    // listener in the order they were sent, so once a later one of ours is heard, the reload's was.
    const listener = t.app.pgListener;
    if (listener) {
      let hear = () => {};
      const heard = new Promise<void>((resolve) => {
        hear = resolve;
      });
      await listener.listen("borderless_test_sync", () => hear());
      await listener.notify("borderless_test_sync", "sync");
      await heard;
    }
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("explains every score and figure, in the order the page shows them", async () => {
    const answer = await methodology(t);
    expect(answer.metrics.map((m) => m.metric)).toEqual([
      "employmentOpportunity",
      "culturalAcceptance",
      "standardOfLiving",
      "housingAvailability",
      "vegetarianFriendly",
      "nonVegPercentage",
      "racism",
      "culturalVibrancy",
      "stapleFood",
      "priceLevel",
      "exchangeRate",
      "pppFactor",
    ]);
  });

  it("names the publication, edition, data year, unit and transform of a published indicator", async () => {
    const employment = metric(await methodology(t), "employmentOpportunity");
    expect(employment.estimates).toEqual([]);
    expect(employment.published).toHaveLength(1);
    expect(employment.published[0]).toMatchObject({
      indicator: "Employment to population ratio, 15+, total (%) (modeled ILO estimate)",
      code: "SL.EMP.TOTL.SP.ZS",
      publisher: expect.stringMatching(/^World Bank/),
      title: "World Development Indicators",
      editionYear: 2025,
      dataYears: ["2021", "2022", "2023", "2024"],
      url: "https://data.worldbank.org/indicator/SL.EMP.TOTL.SP.ZS",
      unit: "% of population aged 15+",
      method: expect.stringContaining("as published"),
      tells: expect.any(String),
      doesNotTell: expect.any(String),
    });
    // Every economy the World Bank publishes a ratio for; the others are "Not published".
    expect(employment.published[0]?.countries).toHaveLength(186);
    expect(names(employment.missing)).toContain("Andorra");
    expect(
      (employment.published[0]?.countries.length ?? 0) + employment.missing.length,
    ).toBeGreaterThanOrEqual(249);
  });

  it("says how many countries each indicator covers, and which have no published figure", async () => {
    // UNDP's HDR 2025 has an HDI for 193 countries; not for Monaco or North Korea.
    const living = metric(await methodology(t), "standardOfLiving");
    expect(living.published[0]?.countries).toHaveLength(193);
    expect(names(living.published[0]?.countries ?? [])).toContain("Poland");
    expect(names(living.missing)).toContain("Monaco");
    expect(living.estimates).toEqual([]);
    // The World Bank's price level ratio for 202 economies; none for Cuba.
    const price = metric(await methodology(t), "priceLevel");
    expect(price.published[0]?.countries).toHaveLength(202);
    expect(names(price.missing)).toContain("Cuba");
    // The PPP factor for private consumption for 202, from 2021 to 2024; none for Cuba or Zimbabwe.
    const ppp = metric(await methodology(t), "pppFactor");
    expect(ppp.published).toHaveLength(1);
    expect(ppp.published[0]).toMatchObject({
      code: "PA.NUS.PRVT.PP",
      dataYears: ["2021", "2022", "2023", "2024"],
    });
    expect(ppp.published[0]?.countries).toHaveLength(202);
    expect(names(ppp.missing)).toEqual(expect.arrayContaining(["Cuba", "Zimbabwe"]));
    const heritage = metric(await methodology(t), "culturalVibrancy");
    expect(heritage.published[0]?.countries).toHaveLength(195);
    const housing = metric(await methodology(t), "housingAvailability");
    expect(housing.published[0]?.countries).toHaveLength(36);
    expect(housing.estimates).toEqual([]);
  });

  it("says which countries carry a published figure, an estimate or none", async () => {
    const acceptance = metric(await methodology(t), "culturalAcceptance");
    const published = acceptance.published.flatMap((p) => names(p.countries));
    expect(published).toContain("Canada");
    expect(published).toContain("Germany");
    // Gallup's first edition, read for every country a copy of its tables gives (Poland among them).
    expect(published).toContain("Poland");
    expect(published.length).toBeGreaterThanOrEqual(53);
    // No copy of Gallup's score for Norway or Singapore was found: missing, not a midpoint estimate.
    expect(acceptance.estimates).toEqual([]);
    expect(names(acceptance.missing)).toEqual(expect.arrayContaining(["Norway", "Singapore"]));
    expect(acceptance.missing.length).toBeGreaterThan(150);
    // No comparable published share for Germany: missing, not the median of the others.
    const vegetarian = metric(await methodology(t), "vegetarianFriendly");
    expect(vegetarian.estimates).toEqual([]);
    expect(names(vegetarian.missing)).toContain("Germany");

    // Three readings of the same survey question are listed apart, each with its own countries.
    const racism = metric(await methodology(t), "racism");
    expect(racism.published.map((p) => p.source)).toEqual(
      expect.arrayContaining([
        "World Values Survey wave 7 (King's College London table)",
        "World Values Survey wave 7 (online analysis)",
        "World Values Survey wave 7 (El Atlas tabulation)",
      ]),
    );
    const tabulated = racism.published.find(
      (p) => p.source === "World Values Survey wave 7 (El Atlas tabulation)",
    );
    expect(names(tabulated?.countries ?? [])).toEqual(expect.arrayContaining(["India", "Brazil", "Mexico"]));
    expect(tabulated?.countries).toHaveLength(57);
    expect(names(racism.missing)).toEqual(expect.arrayContaining(["Denmark", "Finland", "Switzerland"]));
  });

  it("is built once and rebuilt when the reference data is reloaded", async () => {
    const before = metric(await methodology(t), "standardOfLiving").published[0]?.dataYears;
    expect(before).toEqual(["2023"]);

    // A change made behind the app's back is not seen: the answer is kept in memory.
    await t.db.update(countries).set({ sources: {} });
    expect(metric(await methodology(t), "standardOfLiving").published[0]?.countries).toHaveLength(193);

    // A reload (here with the US HDI dated a year earlier) is.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "methodology-"));
    dirs.push(dir);
    for (const name of fs.readdirSync(REFERENCE_DIR)) {
      fs.copyFileSync(path.join(REFERENCE_DIR, name), path.join(dir, name));
    }
    const figures = path.join(dir, "figures.csv");
    fs.writeFileSync(
      figures,
      fs.readFileSync(figures, "utf8").replace(/^(undp-hdi,US,[\d.]+),2023,/m, "$1,2022,"),
    );
    await reloadReferenceData(t.db, dir);
    const after = metric(await methodology(t), "standardOfLiving").published[0];
    expect(after?.dataYears).toEqual(["2022", "2023"]);
    expect(after?.countries).toHaveLength(193);
  });
});
