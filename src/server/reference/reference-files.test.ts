import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COUNTRY_METRIC_KEYS } from "@shared/domain/country-fields";
import { afterEach, describe, expect, it } from "vitest";
import { loadReferenceData, REFERENCE_DIR } from "./reference-files";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of data/reference with one file changed by `edit`. */
function copyWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reference-"));
  dirs.push(dir);
  for (const name of fs.readdirSync(REFERENCE_DIR)) {
    fs.copyFileSync(path.join(REFERENCE_DIR, name), path.join(dir, name));
  }
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return dir;
}

/** An estimate indicator standing for the WVS share, as indicators.json would declare one. */
const ESTIMATE = {
  id: "estimate-neighbours-race",
  estimate: true,
  standsFor: "kcl-wvs-neighbours-race",
  basis: "median",
  source: "Borderless estimate",
  editionYear: 2026,
  method: "Borderless estimate: the median of the published figures for the other countries here.",
};

/** A copy of data/reference with `estimate` declared and `row` (a figures.csv line) added. */
function copyWithEstimate(row: string, estimate: object = ESTIMATE): string {
  const dir = copyWith("figures.csv", (text) => `${text}${row}\n`);
  const indicators = path.join(dir, "indicators.json");
  const json = JSON.parse(fs.readFileSync(indicators, "utf8"));
  json.indicators.push(estimate);
  fs.writeFileSync(indicators, JSON.stringify(json, null, 2));
  return dir;
}

/** The error message of loading `dir`, with the temporary directory shown as data/reference. */
function refusal(dir: string): string {
  try {
    loadReferenceData(dir);
  } catch (error) {
    return (error as Error).message.replace(path.relative(process.cwd(), dir), "data/reference");
  }
  throw new Error("the files were accepted");
}

/** Replaces the given line (1 = header) of a CSV text. */
function replaceLine(text: string, line: number, edit: (line: string) => string): string {
  const lines = text.split("\n");
  lines[line - 1] = edit(lines[line - 1] ?? "");
  return lines.join("\n");
}

describe("the reference data in the repository", () => {
  it("covers every metric and both figures for the first 17 countries, each sourced or missing, never estimated", () => {
    const { countries, cities } = loadReferenceData();
    expect(countries.slice(0, 17).map((c) => c.code)).toEqual([
      "US",
      "CA",
      "GB",
      "DE",
      "FR",
      "NL",
      "SE",
      "DK",
      "NO",
      "FI",
      "CH",
      "AU",
      "NZ",
      "JP",
      "SG",
      "KR",
      "IN",
    ]);
    for (const country of countries.slice(0, 17)) {
      for (const key of COUNTRY_METRIC_KEYS) {
        const source = country.sources[key];
        expect(source?.estimate, `${country.code} ${key}`).toBe(false);
        if (source?.missing) {
          // No readable publication has these: Gallup's score for Norway and Singapore, a WVS share
          // for three countries WVS wave 7 did not survey, the BLI for two non-members, a comparable
          // vegetarian share for all but the US and the UK. Missing, never a midpoint.
          expect(`${country.code} ${key}`).toMatch(
            /^((NO|SG) culturalAcceptance|(DK|FI|CH) racism|(SG|IN) housingAvailability|(?!US|GB)[A-Z]{2} (vegetarianFriendly|nonVegPercentage))$/,
          );
          expect(source.method).toMatch(/^Not published: /);
        } else {
          expect(source?.missing, `${country.code} ${key}`).toBeFalsy();
          expect(source?.publisher, `${country.code} ${key}`).toBeTruthy();
          expect(source?.value, `${country.code} ${key}`).toEqual(expect.any(Number));
        }
      }
      expect(country.exchangeRate?.year).toBe(2024);
      expect(country.priceLevel?.year).toBe(2024);
      expect(country.pppFactor?.year).toBe(2024);
    }
    expect(cities.length).toBeGreaterThanOrEqual(30);
  });

  it("lists every ISO 3166-1 country with its UN M49 region, subregion and currency", () => {
    const { countries } = loadReferenceData();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const poland = countries.find((c) => c.code === "PL");
    expect(poland).toMatchObject({
      name: "Poland",
      region: "Europe",
      subregion: "Eastern Europe",
      currency: "PLN",
      tag: null,
      stapleFood: null,
      colors: [],
    });
    expect(countries.find((c) => c.code === "US")).toMatchObject({
      region: "Americas",
      subregion: "Northern America",
    });
    expect(countries.find((c) => c.code === "AQ")).toMatchObject({ region: null, currency: "" });
  });

  it("gives every country the WDI employment figure the dataset publishes, at its latest year", () => {
    const { countries } = loadReferenceData();
    const poland = countries.find((c) => c.code === "PL");
    expect(poland?.scores.employmentOpportunity).toBe(57.1);
    expect(poland?.sources.employmentOpportunity).toMatchObject({
      estimate: false,
      value: 57.1,
      dataYear: "2024",
      publisher: expect.stringContaining("World Bank"),
    });
    // Lebanon's latest published year is 2023, not 2024.
    expect(countries.find((c) => c.code === "LB")?.sources.employmentOpportunity).toMatchObject({
      value: 40.5,
      dataYear: "2023",
    });
    const covered = countries.filter((c) => !c.sources.employmentOpportunity?.missing);
    expect(covered.length).toBe(186);
  });

  it("marks a figure no publisher has as missing, scored at the neutral default, not estimated", () => {
    const { countries } = loadReferenceData();
    // The WDI publishes no employment ratio for Andorra; UNDP's HDR 2025 has no HDI for North Korea.
    const andorra = countries.find((c) => c.code === "AD");
    expect(andorra?.scores.employmentOpportunity).toBe(50);
    expect(andorra?.sources.employmentOpportunity).toMatchObject({
      missing: true,
      estimate: false,
      value: null,
      dataYear: null,
      method: expect.stringMatching(/^Not published: .* Counted as 50,/),
    });
    const northKorea = countries.find((c) => c.code === "KP");
    expect(northKorea?.scores.standardOfLiving).toBe(5);
    expect(northKorea?.sources.standardOfLiving).toMatchObject({
      missing: true,
      publisher: expect.stringContaining("UNDP"),
    });
    expect(countries.find((c) => c.code === "CU")?.priceLevel).toBeNull();
    const poland = countries.find((c) => c.code === "PL");
    expect(poland?.sources.stapleFood).toBeUndefined();
  });

  it("gives every country the HDI, price level, exchange rate, heritage count and housing share as published", () => {
    const { countries } = loadReferenceData();
    const get = (code: string) => countries.find((c) => c.code === code);
    // UNDP HDR 2025, column hdi_2023: Poland 0.906 (rank 35), Brazil 0.786 (rank 84).
    expect(get("PL")?.scores.standardOfLiving).toBe(9.06);
    expect(get("PL")?.sources.standardOfLiving).toMatchObject({
      value: 0.906,
      dataYear: "2023",
      estimate: false,
    });
    expect(get("BR")?.scores.standardOfLiving).toBe(7.86);
    // WDI PA.NUS.PPPC.RF and PA.NUS.FCRF, 2024: Brazil 0.4615600732 and 5.3889349057 BRL per US$.
    expect(get("BR")?.priceLevel).toMatchObject({ value: 0.462, year: 2024 });
    expect(get("BR")?.exchangeRate).toMatchObject({ value: 5.3889, year: 2024 });
    expect(get("PL")?.exchangeRate).toMatchObject({ value: 3.9808, year: 2024 });
    // A rate older than 2020 (Venezuela, 2017) or not in today's currency (Zimbabwe) is not given.
    expect(get("VE")?.exchangeRate).toBeNull();
    expect(get("ZW")?.exchangeRate).toBeNull();
    // World Heritage List 2023: Italy 59 properties; Kuwait none; Greenland's are Denmark's.
    expect(get("IT")?.sources.culturalVibrancy).toMatchObject({ value: 59, dataYear: "2023" });
    expect(get("IT")?.scores.culturalVibrancy).toBeCloseTo((59 / 60) * 100, 2);
    expect(get("KW")?.scores.culturalVibrancy).toBe(0);
    expect(get("GL")?.sources.culturalVibrancy).toMatchObject({ missing: true });
    // Better Life Index 2017: Poland spends 23% of income on housing: (30 - 23) / 20 × 10 = 3.5.
    expect(get("PL")?.scores.housingAvailability).toBe(3.5);
    const covered = (key: "standardOfLiving" | "culturalVibrancy" | "housingAvailability") =>
      countries.filter((c) => c.sources[key] && !c.sources[key]?.missing && !c.sources[key]?.estimate).length;
    expect(covered("standardOfLiving")).toBe(193);
    expect(covered("culturalVibrancy")).toBe(195);
    expect(covered("housingAvailability")).toBe(36);
    expect(countries.filter((c) => c.priceLevel).length).toBe(202);
    // Bulgaria's 2024 rate is in leva, and the euro is its currency since January 2026: left out.
    expect(countries.filter((c) => c.exchangeRate).length).toBe(206);
    expect(get("BG")?.exchangeRate).toBeNull();
  });

  it("gives every country the World Bank's PPP conversion factor for private consumption as published", () => {
    const { countries } = loadReferenceData();
    const get = (code: string) => countries.find((c) => c.code === code);
    // WDI PA.NUS.PRVT.PP, 2024: Brazil 2.5244965460 BRL and Germany 0.7238180000 EUR per international $.
    expect(get("BR")?.pppFactor).toEqual({
      value: 2.5245,
      unit: "local currency units per international dollar (private consumption)",
      year: 2024,
      source: "World Bank WDI (ICP)",
      indicator: "PPP conversion factor, private consumption (LCU per international $)",
      publisher: expect.stringMatching(/^World Bank/),
      url: "https://data.worldbank.org/indicator/PA.NUS.PRVT.PP",
    });
    // Below 1, six significant digits: a small factor is never rounded away.
    expect(get("DE")?.pppFactor).toMatchObject({ value: 0.723818, year: 2024 });
    // Argentina's latest is 2021 (42.9862403870); Guinea's 2024 factor is 3583.7695637698.
    expect(get("AR")?.pppFactor).toMatchObject({ value: 42.9862, year: 2021 });
    expect(get("GN")?.pppFactor).toMatchObject({ value: 3583.7696, year: 2024 });
    // Older than 2020 (Venezuela 2011, Yemen 2013), or not in the currency countries.csv gives
    // (Zimbabwe; Bulgaria's in leva; Liberia's and Palestine's in US dollars): not given.
    for (const code of ["VE", "YE", "ZW", "BG", "LR", "PS"]) expect(get(code)?.pppFactor, code).toBeNull();
    // No row at all for Cuba.
    expect(get("CU")?.pppFactor).toBeNull();
    expect(countries.filter((c) => c.pppFactor).length).toBe(202);
  });

  it("computes the scores from the published figures", () => {
    const { countries } = loadReferenceData();
    const india = countries.find((c) => c.code === "IN");
    expect(india?.scores.standardOfLiving).toBe(6.85);
    expect(india?.scores.employmentOpportunity).toBe(53.2);
    expect(india?.exchangeRate).toMatchObject({ value: 83.6693, unit: expect.stringContaining("per US$") });
    const canada = countries.find((c) => c.code === "CA");
    expect(canada?.scores.culturalAcceptance).toBe(90.44);
    expect(canada?.sources.culturalAcceptance).toMatchObject({
      value: 8.14,
      unit: "index 0-9",
      dataYear: "2017",
    });
  });
});

describe("a bad reference file is refused with one line naming the file, row and column", () => {
  it("a value that is not a number", () => {
    const dir = copyWith("figures.csv", (text) =>
      replaceLine(text, 12, (line) => line.replace(",64.3,", ",abc,")),
    );
    expect(refusal(dir)).toBe('data/reference/figures.csv row 12, column value: "abc" is not a number');
  });

  it("a value outside its indicator's range", () => {
    const dir = copyWith("figures.csv", (text) =>
      replaceLine(text, 19, (line) => line.replace(",0.938,", ",9.38,")),
    );
    expect(refusal(dir)).toBe(
      "data/reference/figures.csv row 19, column value: 9.38 is outside 0-1 (HDI 0-1)",
    );
  });

  it("a published figure that does not say where it was read", () => {
    const dir = copyWith("figures.csv", (text) =>
      replaceLine(text, 2, (line) => line.replace(/,"open-numbers[^"]*",/, ",,")),
    );
    expect(refusal(dir)).toBe(
      "data/reference/figures.csv row 2, column readAt: a published figure must say where it was read",
    );
  });

  it("an estimate that claims a source", () => {
    const dir = copyWithEstimate("estimate-neighbours-race,DK,3,,https://example.test,");
    const line = fs.readFileSync(path.join(dir, "figures.csv"), "utf8").trimEnd().split("\n").length;
    expect(refusal(dir)).toBe(
      `data/reference/figures.csv row ${line}, column readAt: an estimate was not read anywhere; leave it empty`,
    );
  });

  it("an estimate that is not the median it says it is", () => {
    const dir = copyWithEstimate("estimate-neighbours-race,DK,50,,,");
    const line = fs.readFileSync(path.join(dir, "figures.csv"), "utf8").trimEnd().split("\n").length;
    expect(refusal(dir)).toMatch(
      new RegExp(
        `^data/reference/figures\\.csv row ${line}, column value: 50 is not the median of the published figures \\([\\d.]+\\) that "estimate-neighbours-race" says it is$`,
      ),
    );
  });

  it("a country whose figure is deleted is not refused: the figure becomes missing", () => {
    const dir = copyWith("figures.csv", (text) =>
      text
        .split("\n")
        .filter((l) => !l.startsWith("kcl-wvs-neighbours-race,JP,"))
        .join("\n"),
    );
    const japan = loadReferenceData(dir).countries.find((c) => c.code === "JP");
    expect(japan?.scores.racism).toBe(50);
    expect(japan?.sources.racism).toMatchObject({ missing: true });
  });

  it("two figures for one metric of a country", () => {
    const dir = copyWith("figures.csv", (text) => `${text}undp-hdi,US,0.938,2023,somewhere,\n`);
    const rows = fs.readFileSync(path.join(dir, "figures.csv"), "utf8").trimEnd().split("\n").length;
    expect(refusal(dir)).toBe(
      `data/reference/figures.csv row ${rows}, column indicator: a second figure for standardOfLiving in US (first at row 19)`,
    );
  });

  it("an unknown indicator or country", () => {
    const unknownIndicator = copyWith("figures.csv", (text) =>
      replaceLine(text, 3, (line) => line.replace("wdi-employment-15plus", "wdi-employment")),
    );
    expect(refusal(unknownIndicator)).toBe(
      'data/reference/figures.csv row 3, column indicator: "wdi-employment" is not in indicators.json',
    );
    const unknownCountry = copyWith("figures.csv", (text) =>
      replaceLine(text, 3, (line) => line.replace(",CA,", ",XX,")),
    );
    expect(refusal(unknownCountry)).toBe(
      'data/reference/figures.csv row 3, column country: "XX" is not in countries.csv',
    );
  });

  it("a missing column", () => {
    const dir = copyWith("countries.csv", (text) => text.replace(",salaryCurrency", ",pay"));
    expect(refusal(dir)).toBe(
      "data/reference/countries.csv row 1: columns must be code,name,tag,currency,colors,stapleFood,salaryCurrency,region,subregion; missing salaryCurrency; unknown pay",
    );
  });

  it("a row with a field too many", () => {
    const dir = copyWith("cities.csv", (text) => replaceLine(text, 4, (line) => `${line},extra`));
    expect(refusal(dir)).toMatch(/^data\/reference\/cities\.csv row 4: /);
  });

  it("an indicator without a publisher, or a transform with bad parameters", () => {
    const noPublisher = copyWith("indicators.json", (text) => text.replace(/"publisher": "OECD",\n/, ""));
    expect(refusal(noPublisher)).toMatch(
      /^data\/reference\/indicators\.json indicator "oecd-bli-housing-expenditure" at indicators\[\d+\]\.publisher: /,
    );
    const badRange = copyWith("indicators.json", (text) => text.replace('"min": 10,\n', '"min": 40,\n'));
    expect(refusal(badRange)).toMatch(/indicators\[\d+\]\.uses\[0\]\.transform\.max: max must be above min$/);
  });

  it("an estimate without its written method", () => {
    const dir = copyWithEstimate("estimate-neighbours-race,DK,3,,,", {
      ...ESTIMATE,
      method: "The median of the published figures.",
    });
    expect(refusal(dir)).toMatch(
      /^data\/reference\/indicators\.json indicator "estimate-neighbours-race" at indicators\[\d+\]\.method: must start with "Borderless estimate: "$/,
    );
  });
});
