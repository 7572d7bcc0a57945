import { randomUUID } from "node:crypto";
import { COUNTRY_METRIC_KEYS } from "@shared/domain/country-fields";
import type { MetricSources } from "@shared/schemas/common";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { type CityRow, type CountryRow, cities, countries } from "../db/schema/places";
import { queuedTasks } from "../db/schema/queue";
import type { Db } from "../db/types";
import {
  COUNTRY_UPDATED_TASK,
  type CountryFieldChange,
  type CountryUpdate,
} from "../modules/notifications/country-updates";
import type { ReferenceCountry, ReferenceData } from "./reference-rows";
import { FIGURE_FIELDS } from "./reference-schemas";

/** What a load changed, as lines a person reads ("US employmentOpportunity: 82 -> 59.4"). */
export interface ReferenceChanges {
  countriesAdded: number;
  countriesChanged: number;
  citiesAdded: number;
  citiesChanged: number;
  lines: string[];
}

/** The fields of a country row that the reference data sets. */
type CountryValues = Omit<typeof countries.$inferInsert, "id">;
/** The fields of a city row that follow its country (no verified city-level figures exist). */
type CityFigures = Pick<
  CityRow,
  | "employmentOpportunity"
  | "culturalAcceptance"
  | "housingAvailability"
  | "racism"
  | "vegetarianFriendly"
  | "sources"
>;

/**
 * Writes the reference data into the database in one transaction: countries are matched by code
 * (a fresh database numbers them 1… in file order, as the specification's links expect), cities by
 * country and name. Every city of a reference country carries that country's figures and sources,
 * marked level "country". Returns what changed; a second run with the same files changes nothing.
 */
export async function applyReferenceData(db: Db, data: ReferenceData): Promise<ReferenceChanges> {
  return db.transaction(async (tx) => {
    const changes: ReferenceChanges = {
      countriesAdded: 0,
      countriesChanged: 0,
      citiesAdded: 0,
      citiesChanged: 0,
      lines: [],
    };
    const existing = await tx.select().from(countries);
    const byCode = new Map(existing.map((c) => [c.code, c]));
    const takenIds = new Set(existing.map((c) => c.id));
    const ids = new Map<string, number>();
    const updated: CountryUpdate[] = [];

    for (const [index, country] of data.countries.entries()) {
      const values = countryValues(country);
      const row = byCode.get(country.code);
      if (!row) {
        const id = takenIds.has(index + 1) ? undefined : index + 1;
        const [inserted] = await tx
          .insert(countries)
          .values({ ...(id === undefined ? {} : { id }), ...values, image: null })
          .returning({ id: countries.id });
        if (!inserted) throw new Error(`country ${country.code} not inserted`);
        takenIds.add(inserted.id);
        ids.set(country.code, inserted.id);
        changes.countriesAdded += 1;
        changes.lines.push(`${country.code} added (${country.name})`);
        continue;
      }
      ids.set(country.code, row.id);
      const fieldChanges = describeCountryChanges(row, values);
      if (fieldChanges.length > 0) {
        await tx.update(countries).set(values).where(eq(countries.id, row.id));
        changes.countriesChanged += 1;
        changes.lines.push(...fieldChanges.map((change) => changeLine(row.code, change)));
        updated.push({ id: row.id, name: values.name, changes: fieldChanges });
      }
    }
    if (updated.length > 0) {
      // Followers hear of it from the server's queue worker (this may run in a command of its own),
      // and only if this transaction commits.
      await tx
        .insert(queuedTasks)
        .values({ kind: COUNTRY_UPDATED_TASK, payload: { key: randomUUID(), countries: updated } });
    }
    if (changes.countriesAdded > 0) {
      // Explicit ids leave the sequence behind; move it past them so later inserts do not collide.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`,
      );
    }

    // The written cities (a description, the country's figures). A city only GeoNames lists has no
    // figures and is left alone, unless cities.csv now writes it.
    const listedNames = [...new Set(data.cities.map((c) => c.name)), ""];
    const cityRows = await tx
      .select()
      .from(cities)
      .where(or(isNotNull(cities.description), inArray(cities.name, listedNames)));
    for (const country of data.countries) {
      const countryId = ids.get(country.code) as number;
      const figures = cityFigures(country);
      const listed = data.cities.filter((c) => c.countryCode === country.code);
      const ofCountry = cityRows.filter((r) => r.countryId === countryId);
      const rows = ofCountry.filter((r) => r.description !== null);
      for (const city of listed) {
        if (rows.some((r) => r.name === city.name)) continue;
        const known = ofCountry
          .filter((r) => r.name === city.name)
          .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
        if (known) {
          await tx
            .update(cities)
            .set({ description: city.description, ...figures })
            .where(eq(cities.id, known.id));
        } else {
          await tx
            .insert(cities)
            .values({ countryId, name: city.name, description: city.description, image: null, ...figures });
        }
        changes.citiesAdded += 1;
        changes.lines.push(`${country.code} city added: ${city.name}`);
      }
      // Every written city of the country, listed or added some other way, shows the country's figures.
      for (const row of rows) {
        const description = listed.find((c) => c.name === row.name)?.description ?? row.description;
        if (description === row.description && sameJson(cityFiguresOf(row), figures)) continue;
        await tx
          .update(cities)
          .set({ ...figures, description })
          .where(and(eq(cities.id, row.id), eq(cities.countryId, countryId)));
        changes.citiesChanged += 1;
      }
    }
    if (changes.citiesChanged > 0) {
      changes.lines.push(`${changes.citiesChanged} cities now show their country's figures and sources`);
    }
    return changes;
  });
}

function countryValues(country: ReferenceCountry): CountryValues {
  return {
    name: country.name,
    code: country.code,
    tag: country.tag,
    region: country.region,
    subregion: country.subregion,
    colors: country.colors,
    currency: country.currency,
    stapleFood: country.stapleFood,
    ...country.scores,
    sources: country.sources,
    priceLevel: country.priceLevel,
    exchangeRate: country.exchangeRate,
    pppFactor: country.pppFactor,
  };
}

function cityFigures(country: ReferenceCountry): CityFigures {
  const sources: MetricSources = {};
  for (const key of [
    "employmentOpportunity",
    "culturalAcceptance",
    "housingAvailability",
    "racism",
    "vegetarianFriendly",
  ]) {
    const source = country.sources[key];
    // Cities travel with every job of theirs: where the country's figure was read stays with the country.
    if (source) {
      const { readAt: _readAt, ...rest } = source as typeof source & { readAt?: string };
      sources[key] = { ...rest, level: "country" };
    }
  }
  return {
    employmentOpportunity: country.scores.employmentOpportunity,
    culturalAcceptance: country.scores.culturalAcceptance,
    housingAvailability: country.scores.housingAvailability,
    racism: country.scores.racism,
    vegetarianFriendly: country.scores.vegetarianFriendly,
    sources,
  };
}

function cityFiguresOf(row: CityRow): CityFigures {
  const {
    employmentOpportunity,
    culturalAcceptance,
    housingAvailability,
    racism,
    vegetarianFriendly,
    sources,
  } = row;
  return {
    employmentOpportunity,
    culturalAcceptance,
    housingAvailability,
    racism,
    vegetarianFriendly,
    sources,
  };
}

function describeCountryChanges(row: CountryRow, values: CountryValues): CountryFieldChange[] {
  const changes: CountryFieldChange[] = [];
  for (const key of [
    "name",
    "tag",
    "region",
    "subregion",
    "currency",
    "stapleFood",
    ...COUNTRY_METRIC_KEYS,
  ] as const) {
    if (row[key] !== values[key])
      changes.push({ field: key, from: String(row[key]), to: String(values[key]) });
  }
  if (!sameJson(row.colors, values.colors))
    changes.push({ field: "colors", from: row.colors.join(" "), to: values.colors?.join(" ") ?? "" });
  for (const key of Object.keys({ ...row.sources, ...values.sources })) {
    const before = row.sources[key];
    const after = values.sources[key];
    if (sameJson(before, after)) continue;
    const text = (s: typeof before) =>
      s ? `${s.source} ${s.year}${s.estimate ? " (estimate)" : ""}` : "none";
    changes.push({ field: `sources.${key}`, from: text(before), to: text(after) });
  }
  for (const key of FIGURE_FIELDS) {
    const before = row[key];
    const after = values[key];
    if (sameJson(before, after)) continue;
    const text = (figure: typeof before | undefined) =>
      figure ? `${figure.value} (${figure.year})` : "none";
    changes.push({ field: key, from: text(before), to: text(after) });
  }
  return changes;
}

/** "US employmentOpportunity: 82 -> 59.4"; a source whose publication stays the same had its details updated. */
function changeLine(code: string, change: CountryFieldChange): string {
  return change.from === change.to
    ? `${code} ${change.field}: details updated`
    : `${code} ${change.field}: ${change.from} -> ${change.to}`;
}

/** Compares stored JSON with fresh values; the database may return object keys in another order. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}
