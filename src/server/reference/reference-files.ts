import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyTransform, median } from "@shared/domain/indicator-transforms";
import type { z } from "zod";
import { fail, readCsv, readIndicators } from "./reference-read";
import { type FilledField, type ReferenceData, toCountry, toSource } from "./reference-rows";
import {
  CityRowSchema,
  CountryRowSchema,
  type EstimateIndicator,
  type Field,
  FigureRowSchema,
  isFigureField,
  type PublishedIndicator,
  SCORE_RANGE,
} from "./reference-schemas";

/** The project's root: the nearest folder above this module with a package.json (src/server/reference or dist/server). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project's root (no package.json above the server)");
    dir = parent;
  }
  return dir;
}

/** The versioned reference data: data/reference in the repository, from the source and from the build. */
export const REFERENCE_DIR = path.join(projectRoot(), "data", "reference");

type Where = (file: string) => string;
type Rows<T> = ReadonlyArray<{ row: T; line: number }>;
type CountryRow = z.infer<typeof CountryRowSchema>;
type CityRow = z.infer<typeof CityRowSchema>;
type FigureRow = z.infer<typeof FigureRowSchema>;

/** Reads and checks data/reference (or `dir`); throws ReferenceDataError on the first problem. */
export function loadReferenceData(dir: string = REFERENCE_DIR): ReferenceData {
  const where: Where = (file) => path.join(path.relative(process.cwd(), dir) || ".", file);
  const indicatorsFile = readIndicators(dir, where("indicators.json"));
  const countryRows = readCsv(dir, where("countries.csv"), CountryRowSchema);
  const cityRows = readCsv(dir, where("cities.csv"), CityRowSchema);
  const figuresName = where("figures.csv");
  const figureRows = readCsv(dir, figuresName, FigureRowSchema);

  const codes = checkCountries(countryRows, where);
  checkCities(cityRows, codes, where);
  const { published, estimates } = sortIndicators(indicatorsFile.indicators, where);
  const { filled, publishedValues } = checkFigures(figureRows, codes, published, estimates, figuresName);
  checkMedianEstimates(figureRows, published, estimates, publishedValues, figuresName);

  const staple = indicatorsFile.editorial.find((e) => e.field === "stapleFood");
  const lookedIn = new Map<Field, PublishedIndicator>();
  for (const indicator of published.values()) {
    for (const use of indicator.uses) if (!lookedIn.has(use.field)) lookedIn.set(use.field, indicator);
  }
  const countries = countryRows.map(({ row }) => toCountry(row, filled, staple, figuresName, lookedIn));
  const cities = cityRows.map(({ row }) => ({
    countryCode: row.country,
    name: row.name,
    description: row.description,
  }));
  return { countries, cities };
}

/** Each country code once; the codes, with the line each is on. */
function checkCountries(rows: Rows<CountryRow>, where: Where): Map<string, number> {
  const codes = new Map<string, number>();
  for (const { row, line } of rows) {
    if (codes.has(row.code)) {
      fail(`${where("countries.csv")} row ${line}, column code: "${row.code}" is listed twice`);
    }
    codes.set(row.code, line);
  }
  return codes;
}

/** Each city in a listed country, and once in it. */
function checkCities(rows: Rows<CityRow>, codes: Map<string, number>, where: Where): void {
  const cityKeys = new Set<string>();
  for (const { row, line } of rows) {
    if (!codes.has(row.country)) {
      fail(`${where("cities.csv")} row ${line}, column country: "${row.country}" is not in countries.csv`);
    }
    const key = `${row.country}/${row.name}`;
    if (cityKeys.has(key))
      fail(`${where("cities.csv")} row ${line}, column name: "${row.name}" is listed twice`);
    cityKeys.add(key);
  }
}

/** The indicators by id, published apart from estimates; each id once, each estimate standing for a published one. */
function sortIndicators(
  indicators: ReadonlyArray<PublishedIndicator | EstimateIndicator>,
  where: Where,
): { published: Map<string, PublishedIndicator>; estimates: Map<string, EstimateIndicator> } {
  const published = new Map<string, PublishedIndicator>();
  const estimates = new Map<string, EstimateIndicator>();
  for (const indicator of indicators) {
    if (published.has(indicator.id) || estimates.has(indicator.id)) {
      fail(`${where("indicators.json")} indicator "${indicator.id}": id is used twice`);
    }
    if (indicator.estimate) estimates.set(indicator.id, indicator);
    else published.set(indicator.id, indicator);
  }
  for (const estimate of estimates.values()) {
    if (!published.has(estimate.standsFor)) {
      fail(
        `${where("indicators.json")} indicator "${estimate.id}", standsFor: "${estimate.standsFor}" is not a published indicator`,
      );
    }
  }
  return { published, estimates };
}

/**
 * One figure per country and field, each value valid for its indicator, a published figure saying
 * where it was read and an estimate not: the score each fills, and the published values by field
 * (for checking the estimates that claim their median).
 */
function checkFigures(
  rows: Rows<FigureRow>,
  codes: Map<string, number>,
  published: Map<string, PublishedIndicator>,
  estimates: Map<string, EstimateIndicator>,
  figuresName: string,
): { filled: Map<string, FilledField>; publishedValues: Map<string, number[]> } {
  const filled = new Map<string, FilledField>();
  const publishedValues = new Map<string, number[]>();
  for (const { row, line } of rows) {
    const at = `${figuresName} row ${line}`;
    if (!codes.has(row.country)) fail(`${at}, column country: "${row.country}" is not in countries.csv`);
    const estimate = estimates.get(row.indicator);
    const base = estimate ? published.get(estimate.standsFor) : published.get(row.indicator);
    if (!base) fail(`${at}, column indicator: "${row.indicator}" is not in indicators.json`);
    const [min, max] = base.range;
    if (row.value < min || row.value > max) {
      fail(`${at}, column value: ${row.value} is outside ${min}-${max} (${base.unit})`);
    }
    if (estimate) {
      if (row.readAt !== "" || row.dataYear !== "") {
        fail(
          `${at}, column ${row.readAt !== "" ? "readAt" : "dataYear"}: an estimate was not read anywhere; leave it empty`,
        );
      }
    } else if (row.readAt.trim() === "") {
      fail(`${at}, column readAt: a published figure must say where it was read`);
    } else {
      const field = base.uses[0]?.field ?? "";
      publishedValues.set(field, [...(publishedValues.get(field) ?? []), row.value]);
    }
    for (const use of base.uses) {
      const key = `${row.country}/${use.field}`;
      const first = filled.get(key);
      if (first)
        fail(
          `${at}, column indicator: a second figure for ${use.field} in ${row.country} (first at row ${first.line})`,
        );
      const score = applyTransform(use.transform, row.value);
      if (!isFigureField(use.field)) {
        const [low, high] = SCORE_RANGE[use.field];
        if (score < low || score > high) {
          fail(
            `${at}, column value: ${row.value} gives a ${use.field} score of ${score}, outside ${low}-${high}`,
          );
        }
      }
      filled.set(key, { line, value: score, source: toSource(base, estimate, use, row) });
    }
  }
  return { filled, publishedValues };
}

/** An estimate that says it is the median of the published figures for its field is that median. */
function checkMedianEstimates(
  rows: Rows<FigureRow>,
  published: Map<string, PublishedIndicator>,
  estimates: Map<string, EstimateIndicator>,
  publishedValues: Map<string, number[]>,
  figuresName: string,
): void {
  for (const estimate of estimates.values()) {
    if (estimate.basis !== "median") continue;
    // The median of every published figure for the same field, whichever publication it came from.
    const field = published.get(estimate.standsFor)?.uses[0]?.field ?? "";
    const expected = median(publishedValues.get(field) ?? []);
    const row = rows.find((r) => r.row.indicator === estimate.id);
    if (row && row.row.value !== expected) {
      fail(
        `${figuresName} row ${row.line}, column value: ${row.row.value} is not the median of the published figures (${expected}) that "${estimate.id}" says it is`,
      );
    }
  }
}

/** The published indicators of indicators.json (checked as on load; one read of the file). */
export function loadPublishedIndicators(dir: string = REFERENCE_DIR): PublishedIndicator[] {
  const name = path.join(path.relative(process.cwd(), dir) || ".", "indicators.json");
  return readIndicators(dir, name).indicators.filter((i): i is PublishedIndicator => !i.estimate);
}
