import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cityKey } from "@shared/domain/city-key";
import { eq, isNotNull, sql } from "drizzle-orm";
import { cities, cityNames, countries, referenceVersions } from "../db/schema/places";
import type { Db } from "../db/types";
import { REFERENCE_DIR } from "./reference-files";

/** One line of data/reference/geonames-cities.tsv (scripts/geonames-cities.mjs writes it). */
export interface GeoNamesCity {
  geonameId: number;
  name: string;
  countryCode: string;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
  timeZone: string | null;
  altNames: string[];
}

export interface GeoNamesList {
  /** Largest first, as the file lists them. */
  cities: GeoNamesCity[];
  /** A hash of the file's text. */
  hash: string;
}

export const GEONAMES_FILE = "geonames-cities.tsv";
const VERSION_NAME = "geonames-cities";

/** Reads the GeoNames city list (every city of 15,000 people or more, and every capital). */
export function readGeoNamesCities(dir: string = REFERENCE_DIR): GeoNamesList {
  const text = fs.readFileSync(path.join(dir, GEONAMES_FILE), "utf8");
  const list: GeoNamesCity[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (index === 0 || line === "") continue;
    const [id, name, country, region, population, lat, lon, tz, alt] = line.split("\t");
    const geonameId = Number(id);
    if (!Number.isInteger(geonameId) || !name || !country || lat === undefined || lon === undefined) {
      throw new Error(`${GEONAMES_FILE} line ${index + 1}: not a city line`);
    }
    list.push({
      geonameId,
      name,
      countryCode: country,
      region: region || null,
      population: Number(population) || 0,
      latitude: Number(lat),
      longitude: Number(lon),
      timeZone: tz || null,
      altNames: alt ? alt.split(",") : [],
    });
  }
  return { cities: list, hash: createHash("sha256").update(text).digest("hex") };
}

export interface GeoNamesChanges {
  added: number;
  updated: number;
  /** Whether the list was already written, and nothing was done. */
  unchanged: boolean;
}

type CityValues = {
  geonameId: number;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
  timeZone: string | null;
};

/** One line for a log: what a load of the GeoNames list did; null when it did nothing. */
export function describeGeoNames(changes: GeoNamesChanges): string | null {
  return changes.unchanged ? null : `GeoNames cities: ${changes.added} added, ${changes.updated} updated`;
}

const INSERT_CHUNK = 5000;
const NAME_CHUNK = 20000;

/**
 * Writes the GeoNames cities into `cities` and their search names into `city_names`, in one
 * transaction and in bulk. A written city (data/reference/cities.csv) keeps its id, name,
 * description and figures: it is matched to the largest GeoNames city of its country that has its
 * name (or an alternate name), and takes that city's GeoNames id, region, population, coordinates
 * and time zone. Every other GeoNames city is added without a description or figures. Nothing is
 * written when neither the list nor the written cities changed since the last run (a fingerprint
 * in `reference_versions`), so a start on a loaded database costs one small query.
 */
export async function applyGeoNamesCities(
  db: Db,
  list: GeoNamesList = readGeoNamesCities(),
): Promise<GeoNamesChanges> {
  return db.transaction(async (tx) => {
    // Checked first, on the few written cities: a start with an unchanged list reads nothing more.
    const written = await tx
      .select({ id: cities.id, countryId: cities.countryId, name: cities.name })
      .from(cities)
      .where(isNotNull(cities.description))
      .orderBy(cities.id);
    const fingerprint = createHash("sha256")
      .update(list.hash)
      .update(JSON.stringify(written.map((c) => [c.id, c.countryId, c.name])))
      .digest("hex");
    const [stored] = await tx
      .select({ fingerprint: referenceVersions.fingerprint })
      .from(referenceVersions)
      .where(eq(referenceVersions.name, VERSION_NAME));
    if (stored?.fingerprint === fingerprint) return { added: 0, updated: 0, unchanged: true };

    const existing = await tx
      .select({
        id: cities.id,
        countryId: cities.countryId,
        name: cities.name,
        geonameId: cities.geonameId,
        region: cities.region,
        population: cities.population,
        latitude: cities.latitude,
        longitude: cities.longitude,
        timeZone: cities.timeZone,
        written: sql<boolean>`${cities.description} is not null`,
      })
      .from(cities);
    const countryIds = new Map(
      (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
        c.code,
        c.id,
      ]),
    );
    const byGeonameId = new Map(existing.flatMap((c) => (c.geonameId === null ? [] : [[c.geonameId, c]])));
    // A written city not yet matched: the first (largest) GeoNames city of its country with its name.
    const unmatched = new Map(
      existing
        .filter((c) => c.written && c.geonameId === null)
        .map((c) => [`${c.countryId}|${cityKey(c.name)}`, c]),
    );
    const updates: Array<{ id: number; values: CityValues }> = [];
    const inserts: Array<typeof cities.$inferInsert> = [];
    const namesOf = new Map<number, string[]>();
    const pending: GeoNamesCity[] = [];
    for (const city of list.cities) {
      const countryId = countryIds.get(city.countryCode);
      if (countryId === undefined) continue;
      const values: CityValues = {
        geonameId: city.geonameId,
        region: city.region,
        population: city.population,
        latitude: city.latitude,
        longitude: city.longitude,
        timeZone: city.timeZone,
      };
      let row = byGeonameId.get(city.geonameId);
      if (!row) {
        for (const name of [city.name, ...city.altNames]) {
          const key = `${countryId}|${cityKey(name)}`;
          row = unmatched.get(key);
          if (row) {
            unmatched.delete(key);
            break;
          }
        }
      }
      if (row) {
        const current = row;
        if ((Object.keys(values) as Array<keyof CityValues>).some((key) => current[key] !== values[key])) {
          updates.push({ id: row.id, values });
        }
        namesOf.set(row.id, [row.name, city.name, ...city.altNames]);
      } else {
        inserts.push({ countryId, name: city.name, ...values });
        pending.push(city);
      }
    }

    for (const { id, values } of updates) {
      await tx.update(cities).set(values).where(eq(cities.id, id));
    }
    // In bulk: a few statements, each handing its rows over as one JSON text, which the embedded
    // database reads far faster than thousands of bound parameters.
    for (let start = 0; start < inserts.length; start += INSERT_CHUNK) {
      const rows = inserts.slice(start, start + INSERT_CHUNK).map((c) => ({
        c: c.countryId,
        n: c.name,
        g: c.geonameId,
        r: c.region,
        p: c.population,
        la: c.latitude,
        lo: c.longitude,
        z: c.timeZone,
      }));
      await tx.execute(sql`
        insert into ${cities} (country_id, name, geoname_id, region, population, latitude, longitude, time_zone)
        select c, n, g, r, p, la, lo, z
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(c int, n text, g int, r text, p int, la float8, lo float8, z text)`);
    }
    const namesByGeonameId = new Map(pending.map((city) => [city.geonameId, [city.name, ...city.altNames]]));

    // The search names are written again whole: the list changed, so any city's names may have.
    await tx.delete(cityNames);
    const all = await tx
      .select({
        id: cities.id,
        countryId: cities.countryId,
        name: cities.name,
        geonameId: cities.geonameId,
        population: cities.population,
      })
      .from(cities);
    const names: Array<{ c: number; k: number; p: number; n: string }> = [];
    for (const city of all) {
      const given = namesOf.get(city.id) ??
        (city.geonameId === null ? undefined : namesByGeonameId.get(city.geonameId)) ?? [city.name];
      for (const key of new Set(given.map(cityKey).filter(Boolean))) {
        names.push({ c: city.id, k: city.countryId, p: city.population ?? 0, n: key });
      }
    }
    for (let start = 0; start < names.length; start += NAME_CHUNK) {
      await tx.execute(sql`
        insert into ${cityNames} (city_id, country_id, population, key)
        select c, k, p, n
        from json_to_recordset(${JSON.stringify(names.slice(start, start + NAME_CHUNK))}::json)
          as x(c int, k int, p int, n text)`);
    }
    await tx
      .insert(referenceVersions)
      .values({ name: VERSION_NAME, fingerprint })
      .onConflictDoUpdate({
        target: referenceVersions.name,
        set: { fingerprint: sql`excluded.fingerprint` },
      });
    return { added: inserts.length, updated: updates.length, unchanged: false };
  });
}
