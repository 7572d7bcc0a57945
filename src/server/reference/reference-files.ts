import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRY_METRIC_KEYS, type CountryMetricKey } from "@shared/domain/country-fields";
import { applyTransform, type IndicatorTransform, median } from "@shared/domain/indicator-transforms";
import type { MetricSource, MetricSources, PublishedFigure } from "@shared/schemas/common";
import { parse } from "csv-parse/sync";
import { z } from "zod";

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

/** Fields that are not scores but published figures every country carries. */
const FIGURE_FIELDS = ["priceLevel", "exchangeRate"] as const;
type FigureField = (typeof FIGURE_FIELDS)[number];
type Field = CountryMetricKey | FigureField;
const FIELDS: readonly Field[] = [...COUNTRY_METRIC_KEYS, ...FIGURE_FIELDS];

/** The range each score must fall in after its transform (the specification's units). */
const SCORE_RANGE: Record<CountryMetricKey, [number, number]> = {
  employmentOpportunity: [0, 100],
  culturalAcceptance: [0, 100],
  standardOfLiving: [0, 10],
  housingAvailability: [0, 10],
  vegetarianFriendly: [0, 100],
  nonVegPercentage: [0, 100],
  racism: [0, 100],
  culturalVibrancy: [0, 100],
};

export interface ReferenceCountry {
  code: string;
  name: string;
  tag: string;
  currency: string;
  colors: string[];
  stapleFood: string;
  /** Currency the demo's generated salaries are stated in (India's in US dollars, for the client's LPA formatter). */
  salaryCurrency: string;
  scores: Record<CountryMetricKey, number>;
  sources: MetricSources;
  priceLevel: PublishedFigure;
  exchangeRate: PublishedFigure;
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

/** A reference file that cannot be used; the message is one line naming the file, row and column. */
export class ReferenceDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReferenceDataError";
  }
}

const Text = z.string().trim().min(1, "is empty");
const Year = z.number().int().min(1900).max(2100);

const TransformSchema: z.ZodType<IndicatorTransform> = z.discriminatedUnion("id", [
  z.object({ id: z.literal("identity") }).strict(),
  z.object({ id: z.literal("multiply"), factor: z.number().positive() }).strict(),
  z
    .object({
      id: z.literal("min-max"),
      min: z.number(),
      max: z.number(),
      scale: z.union([z.literal(10), z.literal(100)]),
      invert: z.boolean().optional(),
    })
    .strict()
    .refine((t) => t.max > t.min, { message: "max must be above min", path: ["max"] }),
  z.object({ id: z.literal("complement"), of: z.union([z.literal(10), z.literal(100)]) }).strict(),
]);

const UseSchema = z
  .object({
    field: z.enum(FIELDS as [Field, ...Field[]]),
    transform: TransformSchema,
    method: Text,
  })
  .strict();

const PublishedIndicatorSchema = z
  .object({
    id: Text,
    estimate: z.literal(false),
    indicator: Text,
    code: Text,
    source: Text,
    publisher: Text,
    title: Text,
    editionYear: Year,
    url: z.url({ protocol: /^https$/ }).nullable(),
    unit: Text,
    /** Values outside this range are refused as typing errors. */
    range: z.tuple([z.number(), z.number()]),
    /** What the figure tells a person, and what it does not (the methodology page shows both). */
    tells: Text,
    doesNotTell: Text,
    notes: Text,
    uses: z.array(UseSchema).min(1),
  })
  .strict();

const EstimateIndicatorSchema = z
  .object({
    id: Text,
    estimate: z.literal(true),
    /** The published indicator this estimate stands in for: its unit, range and transforms apply. */
    standsFor: Text,
    /** How the value was chosen; "median" is checked against the published figures on load. */
    basis: z.enum(["median", "midpoint", "bound"]),
    source: z.literal("Borderless estimate"),
    editionYear: Year,
    method: Text.refine(
      (m) => m.startsWith("Borderless estimate: "),
      'must start with "Borderless estimate: "',
    ),
  })
  .strict();

const IndicatorsFileSchema = z
  .object({
    $comment: z.string().optional(),
    indicators: z.array(
      z.discriminatedUnion("estimate", [PublishedIndicatorSchema, EstimateIndicatorSchema]),
    ),
    editorial: z.array(
      z
        .object({
          field: z.literal("stapleFood"),
          source: Text,
          indicator: Text,
          editionYear: Year,
          method: Text,
        })
        .strict(),
    ),
  })
  .strict();

export type PublishedIndicator = z.infer<typeof PublishedIndicatorSchema>;
type EstimateIndicator = z.infer<typeof EstimateIndicatorSchema>;

const CountryCode = z.string().regex(/^[A-Z]{2}$/, "is not an ISO 3166-1 alpha-2 code");
const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, "is not an ISO 4217 currency code");

const CountryRowSchema = z.object({
  code: CountryCode,
  name: Text,
  tag: Text,
  currency: CurrencyCode,
  colors: z
    .string()
    .regex(/^#[0-9A-F]{6}( #[0-9A-F]{6})+$/, "must be two or more colours like #B22234 #FFFFFF"),
  stapleFood: Text,
  salaryCurrency: CurrencyCode,
});

const CityRowSchema = z.object({ country: CountryCode, name: Text, description: Text });

const FigureRowSchema = z.object({
  indicator: Text,
  country: CountryCode,
  value: z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "is not a number")
    .transform(Number),
  dataYear: z.string().regex(/^(\d{4}(-\d{4})?)?$/, 'must be a year, a range like "2017-2022", or empty'),
  readAt: z.string(),
  note: z.string(),
});

/** Reads and checks data/reference (or `dir`); throws ReferenceDataError on the first problem. */
export function loadReferenceData(dir: string = REFERENCE_DIR): ReferenceData {
  const where = (file: string) => path.join(path.relative(process.cwd(), dir) || ".", file);
  const indicatorsFile = readIndicators(dir, where("indicators.json"));
  const countryRows = readCsv(dir, where("countries.csv"), CountryRowSchema);
  const cityRows = readCsv(dir, where("cities.csv"), CityRowSchema);
  const figuresName = where("figures.csv");
  const figureRows = readCsv(dir, figuresName, FigureRowSchema);

  const codes = new Map<string, number>();
  for (const { row, line } of countryRows) {
    if (codes.has(row.code)) {
      fail(`${where("countries.csv")} row ${line}, column code: "${row.code}" is listed twice`);
    }
    codes.set(row.code, line);
  }
  const cityKeys = new Set<string>();
  for (const { row, line } of cityRows) {
    if (!codes.has(row.country)) {
      fail(`${where("cities.csv")} row ${line}, column country: "${row.country}" is not in countries.csv`);
    }
    const key = `${row.country}/${row.name}`;
    if (cityKeys.has(key))
      fail(`${where("cities.csv")} row ${line}, column name: "${row.name}" is listed twice`);
    cityKeys.add(key);
  }

  const published = new Map<string, PublishedIndicator>();
  const estimates = new Map<string, EstimateIndicator>();
  for (const indicator of indicatorsFile.indicators) {
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

  // One figure per country and field, and each value valid for its indicator.
  const filled = new Map<string, { line: number; source: MetricSource; value: number }>();
  /** Published figures by the field they fill, for checking the estimates that claim their median. */
  const publishedValues = new Map<string, number[]>();
  for (const { row, line } of figureRows) {
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
      if (use.field !== "priceLevel" && use.field !== "exchangeRate") {
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

  for (const estimate of estimates.values()) {
    if (estimate.basis !== "median") continue;
    // The median of every published figure for the same field, whichever publication it came from.
    const field = published.get(estimate.standsFor)?.uses[0]?.field ?? "";
    const expected = median(publishedValues.get(field) ?? []);
    const row = figureRows.find((r) => r.row.indicator === estimate.id);
    if (row && row.row.value !== expected) {
      fail(
        `${figuresName} row ${row.line}, column value: ${row.row.value} is not the median of the published figures (${expected}) that "${estimate.id}" says it is`,
      );
    }
  }

  const staple = indicatorsFile.editorial.find((e) => e.field === "stapleFood");
  const countries = countryRows.map(({ row }): ReferenceCountry => {
    const get = (field: Field) => {
      const entry = filled.get(`${row.code}/${field}`);
      if (!entry) {
        fail(
          `${figuresName}: no figure for ${field} in ${row.code}; add a published figure or a Borderless estimate`,
        );
      }
      return entry;
    };
    const scores = {} as Record<CountryMetricKey, number>;
    const sources: MetricSources = {};
    for (const key of COUNTRY_METRIC_KEYS) {
      const entry = get(key);
      scores[key] = entry.value;
      sources[key] = entry.source;
    }
    if (staple) {
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
    return {
      code: row.code,
      name: row.name,
      tag: row.tag,
      currency: row.currency,
      colors: row.colors.split(" "),
      stapleFood: row.stapleFood,
      salaryCurrency: row.salaryCurrency,
      scores,
      sources,
      priceLevel: toFigure(get("priceLevel"), figuresName, "priceLevel"),
      exchangeRate: toFigure(get("exchangeRate"), figuresName, "exchangeRate"),
    };
  });
  const cities = cityRows.map(({ row }) => ({
    countryCode: row.country,
    name: row.name,
    description: row.description,
  }));
  return { countries, cities };
}

function toSource(
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
  };
}

function toFigure(
  entry: { line: number; source: MetricSource },
  file: string,
  field: FigureField,
): PublishedFigure {
  const { source } = entry;
  // A price level or exchange rate feeds salaries and the calculator: only a published one will do.
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

/** The published indicators of indicators.json (checked as on load; one read of the file). */
export function loadPublishedIndicators(dir: string = REFERENCE_DIR): PublishedIndicator[] {
  const name = path.join(path.relative(process.cwd(), dir) || ".", "indicators.json");
  return readIndicators(dir, name).indicators.filter((i): i is PublishedIndicator => !i.estimate);
}

function readIndicators(dir: string, name: string): z.infer<typeof IndicatorsFileSchema> {
  let json: unknown;
  try {
    json = JSON.parse(readFile(dir, "indicators.json", name));
  } catch (error) {
    if (error instanceof ReferenceDataError) throw error;
    fail(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = IndicatorsFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("") ?? "";
    const id = indicatorIdAt(json, issue?.path[1]);
    fail(
      `${name}${id ? ` indicator "${id}"` : ""} at ${at.replace(/^\./, "")}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

function indicatorIdAt(json: unknown, index: PropertyKey | undefined): string | undefined {
  if (typeof index !== "number" || typeof json !== "object" || json === null) return undefined;
  const list = (json as { indicators?: unknown }).indicators;
  const entry = Array.isArray(list) ? list[index] : undefined;
  const id = typeof entry === "object" && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : undefined;
}

/** Parses a CSV with a header row; every row is checked by `schema`, errors name the row (file line) and column. */
function readCsv<T extends z.ZodObject>(
  dir: string,
  file: string,
  schema: T,
): { row: z.infer<T>; line: number }[] {
  const name = file;
  const text = readFile(dir, path.basename(file), name);
  const columns = Object.keys(schema.shape);
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => {
        const missing = columns.filter((c) => !header.includes(c));
        const extra = header.filter((c) => !columns.includes(c));
        if (missing.length > 0 || extra.length > 0) {
          fail(
            `${name} row 1: columns must be ${columns.join(",")}${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; unknown ${extra.join(", ")}` : ""}`,
          );
        }
        return header;
      },
      info: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (error instanceof ReferenceDataError) throw error;
    const e = error as Error & { lines?: number };
    fail(`${name} row ${e.lines ?? "?"}: ${e.message.replace(/^Invalid Record Length: /, "")}`);
  }
  return records.map(({ record, info }) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const column = String(issue?.path[0] ?? "");
      const raw = record[column];
      fail(
        `${name} row ${info.lines}, column ${column}: ${raw === undefined ? "" : `"${raw}" `}${issue?.message ?? "is invalid"}`,
      );
    }
    return { row: parsed.data as z.infer<T>, line: info.lines };
  });
}

function readFile(dir: string, base: string, name: string): string {
  try {
    return fs.readFileSync(path.join(dir, base), "utf8");
  } catch {
    fail(`${name}: cannot be read`);
  }
}

function fail(message: string): never {
  throw new ReferenceDataError(message);
}
