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
  it("covers every metric and both figures for all 17 countries, each sourced or a stated estimate", () => {
    const { countries, cities } = loadReferenceData();
    expect(countries.map((c) => c.code)).toEqual([
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
    for (const country of countries) {
      for (const key of COUNTRY_METRIC_KEYS) {
        const source = country.sources[key];
        if (source?.estimate) {
          expect(source.method, `${country.code} ${key}`).toMatch(/^Borderless estimate: /);
          expect(source.publisher).toBeNull();
        } else {
          expect(source?.publisher, `${country.code} ${key}`).toBeTruthy();
          expect(source?.value, `${country.code} ${key}`).toEqual(expect.any(Number));
        }
      }
      expect(country.exchangeRate.year).toBe(2024);
      expect(country.priceLevel.year).toBe(2024);
    }
    expect(cities.length).toBeGreaterThanOrEqual(30);
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
    const dir = copyWith("figures.csv", (text) =>
      text.replace(
        "estimate-migrant-acceptance,GB,4.5,,,",
        "estimate-migrant-acceptance,GB,4.5,,https://example.test,",
      ),
    );
    const line =
      fs
        .readFileSync(path.join(dir, "figures.csv"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("https://example.test")) + 1;
    expect(refusal(dir)).toBe(
      `data/reference/figures.csv row ${line}, column readAt: an estimate was not read anywhere; leave it empty`,
    );
  });

  it("an estimate that is not the median it says it is", () => {
    const dir = copyWith("figures.csv", (text) =>
      text.replace("estimate-neighbours-race,NL,3,", "estimate-neighbours-race,NL,5,"),
    );
    const line =
      fs
        .readFileSync(path.join(dir, "figures.csv"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("estimate-neighbours-race,NL")) + 1;
    expect(refusal(dir)).toBe(
      `data/reference/figures.csv row ${line}, column value: 5 is not the median of the published figures (3) that "estimate-neighbours-race" says it is`,
    );
  });

  it("a country missing a metric", () => {
    const dir = copyWith("figures.csv", (text) =>
      text
        .split("\n")
        .filter((l) => !l.startsWith("kcl-wvs-neighbours-race,JP,"))
        .join("\n"),
    );
    expect(refusal(dir)).toBe(
      "data/reference/figures.csv: no figure for racism in JP; add a published figure or a Borderless estimate",
    );
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
      "data/reference/countries.csv row 1: columns must be code,name,tag,currency,colors,stapleFood,salaryCurrency; missing salaryCurrency; unknown pay",
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
    const dir = copyWith("indicators.json", (text) =>
      text.replace('"method": "Borderless estimate: no published Migrant', '"method": "No published Migrant'),
    );
    expect(refusal(dir)).toMatch(
      /^data\/reference\/indicators\.json indicator "estimate-migrant-acceptance" at indicators\[\d+\]\.method: must start with "Borderless estimate: "$/,
    );
  });
});
