import { COUNTRY_METRIC_KEYS, type CountryMetricKey } from "@shared/domain/country-fields";
import type { MetricSource, MetricSources, PublishedFigure } from "@shared/schemas/common";
import type { z } from "zod";
import { fail } from "./reference-read";
import type {
  CountryRowSchema,
  EstimateIndicator,
  Field,
  FigureField,
  FigureRowSchema,
  IndicatorsFileSchema,
  PublishedIndicator,
  UseSchema,
} from "./reference-schemas";

// The rows the reference data becomes: a country with its scores, figures and their sources.

export interface ReferenceCountry {
  code: string;
  name: string;
  tag: string | null;
  region: string | null;
  subregion: string | null;
  currency: string;
  colors: string[];
  stapleFood: string | null;
  /** Currency the demo's generated salaries are stated in (India's in US dollars, for the client's LPA formatter). */
  salaryCurrency: string;
  scores: Record<CountryMetricKey, number>;
  sources: MetricSources;
  /** Null where the World Bank publishes none for the country. */
  priceLevel: PublishedFigure | null;
  exchangeRate: PublishedFigure | null;
  /** PPP conversion factor for private consumption, local currency per international dollar. */
  pppFactor: PublishedFigure | null;
}

/**
 * The score a formula uses when no figure is published: the specification's neutral default, 50 on
 * a percent scale and 5 on a 0-10 scale (50 on the calculators' 0-100 scale).
 */
export function neutralScore(field: CountryMetricKey): number {
  return field === "standardOfLiving" || field === "housingAvailability" ? 5 : 50;
}

/** The source of a score no publisher we read has for a country: which publication was looked in, and what the score holds. */
export function missingSource(base: PublishedIndicator, field: CountryMetricKey): MetricSource {
  const counted = neutralScore(field) === 5 ? "5 of 10 (50 of 100)" : "50";
  return {
    source: base.source,
    year: base.editionYear,
    indicator: base.indicator,
    method: `Not published: the edition read has no figure for this country. Counted as ${counted}, the neutral default, where a formula needs a number; not an estimate.`,
    level: "country",
    estimate: false,
    missing: true,
    publisher: base.publisher,
    title: base.title,
    dataYear: null,
    url: base.url,
    value: null,
    unit: base.unit,
  };
}

export interface ReferenceCity {
  countryCode: string;
  name: string;
  description: string;
}

export interface ReferenceData {
  /** In file order: a fresh database numbers them from 1 in this order. */
  countries: ReferenceCountry[];
  cities: ReferenceCity[];
}

export function toSource(
  base: PublishedIndicator,
  estimate: EstimateIndicator | undefined,
  use: z.infer<typeof UseSchema>,
  row: z.infer<typeof FigureRowSchema>,
): MetricSource {
  if (estimate) {
    return {
      source: estimate.source,
      year: estimate.editionYear,
      indicator: `${base.indicator} (Borderless estimate)`,
      method: `${estimate.method} Scored like a published figure: ${use.method}`,
      level: "country",
      estimate: true,
      publisher: null,
      title: null,
      dataYear: null,
      url: null,
      value: row.value,
      unit: base.unit,
    };
  }
  return {
    source: base.source,
    year: base.editionYear,
    indicator: base.indicator,
    method: use.method,
    level: "country",
    estimate: false,
    publisher: base.publisher,
    title: base.title,
    dataYear: row.dataYear === "" ? null : row.dataYear,
    url: base.url,
    value: row.value,
    unit: base.unit,
    readAt: row.readAt,
  };
}

export function toFigure(
  entry: { line: number; source: MetricSource },
  file: string,
  field: FigureField,
): PublishedFigure {
  const { source } = entry;
  // A price level, exchange rate or PPP factor feeds salaries and the calculator: only a published one will do.
  if (source.estimate || source.dataYear === null || !/^\d{4}$/.test(source.dataYear)) {
    fail(
      `${file} row ${entry.line}, column indicator: ${field} must be a published figure for a single year`,
    );
  }
  return {
    value: source.value,
    unit: source.unit,
    year: Number(source.dataYear),
    source: source.source,
    indicator: source.indicator,
    publisher: source.publisher,
    url: source.url,
  };
}

/** A figure as checked and scored: the file line it came from, its score and its source. */
export interface FilledField {
  line: number;
  source: MetricSource;
  value: number;
}

type Editorial = z.infer<typeof IndicatorsFileSchema>["editorial"][number];

/**
 * A country of countries.csv with its scores, sources and published figures, from the figures
 * filled for it (by "<code>/<field>"). A score without a figure is missing: the neutral default,
 * with a source naming the publication (`lookedIn`, the first that fills the field) that has none.
 */
export function toCountry(
  row: z.infer<typeof CountryRowSchema>,
  filled: Map<string, FilledField>,
  staple: Editorial | undefined,
  figuresName: string,
  lookedIn: ReadonlyMap<Field, PublishedIndicator>,
): ReferenceCountry {
  const get = (field: Field) => filled.get(`${row.code}/${field}`);
  const scores = {} as Record<CountryMetricKey, number>;
  const sources: MetricSources = {};
  for (const key of COUNTRY_METRIC_KEYS) {
    const entry = get(key);
    if (entry) {
      scores[key] = entry.value;
      sources[key] = entry.source;
      continue;
    }
    const base = lookedIn.get(key);
    if (!base) fail(`${figuresName}: no figure for ${key} in ${row.code}, and no indicator publishes ${key}`);
    scores[key] = neutralScore(key);
    sources[key] = missingSource(base, key);
  }
  if (staple && row.stapleFood !== null) {
    sources.stapleFood = {
      source: staple.source,
      year: staple.editionYear,
      indicator: staple.indicator,
      method: staple.method,
      level: "country",
      estimate: true,
      publisher: null,
      title: null,
      dataYear: null,
      url: null,
      value: null,
      unit: null,
    };
  }
  const priceLevel = get("priceLevel");
  const exchangeRate = get("exchangeRate");
  const pppFactor = get("pppFactor");
  return {
    code: row.code,
    name: row.name,
    tag: row.tag,
    region: row.region,
    subregion: row.subregion,
    currency: row.currency,
    colors: row.colors === "" ? [] : row.colors.split(" "),
    stapleFood: row.stapleFood,
    salaryCurrency: row.salaryCurrency || row.currency,
    scores,
    sources,
    priceLevel: priceLevel ? toFigure(priceLevel, figuresName, "priceLevel") : null,
    exchangeRate: exchangeRate ? toFigure(exchangeRate, figuresName, "exchangeRate") : null,
    pppFactor: pppFactor ? toFigure(pppFactor, figuresName, "pppFactor") : null,
  };
}
