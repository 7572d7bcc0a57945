import { cityKey } from "@shared/domain/city-key";
import { asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { cities, cityNames } from "../db/schema/places";
import type { Db } from "../db/types";
import type { KnownCity } from "./normalize-posting";
import type { ReadPosting } from "./raw-posting";

/** The key a city is found under: its country and one of its names' search keys. */
export function knownCityKey(countryId: number, name: string): string {
  return `${countryId}|${cityKey(name)}`;
}

const KEY_CHUNK = 1000;

/**
 * The cities the postings may name, by `knownCityKey`: every part of each posting's place text and
 * city is looked up among the cities' names and GeoNames alternate names ("Krakow", "Cracow" →
 * Kraków), the largest city of that name in a country first. The written cities (cities.csv) are
 * found by their own name even where the GeoNames list was not loaded.
 */
export async function loadKnownCities(
  db: Db,
  postings: readonly Pick<ReadPosting, "places">[],
): Promise<Map<string, KnownCity>> {
  const keys = new Set<string>();
  for (const posting of postings) {
    for (const place of posting.places) {
      for (const text of [place.city, ...(place.text ?? "").split(/,|\s[-–|]\s/)]) {
        const key = text ? cityKey(text) : "";
        if (key) keys.add(key);
      }
    }
  }
  const known = new Map<string, KnownCity>();
  const all = [...keys];
  for (let start = 0; start < all.length; start += KEY_CHUNK) {
    const rows = await db
      .selectDistinctOn([cityNames.countryId, cityNames.key], {
        countryId: cityNames.countryId,
        key: cityNames.key,
        id: cities.id,
        name: cities.name,
      })
      .from(cityNames)
      .innerJoin(cities, eq(cities.id, cityNames.cityId))
      .where(inArray(cityNames.key, all.slice(start, start + KEY_CHUNK)))
      .orderBy(cityNames.countryId, cityNames.key, desc(cityNames.population), asc(cities.id));
    for (const row of rows) {
      known.set(`${row.countryId}|${row.key}`, { id: row.id, countryId: row.countryId, name: row.name });
    }
  }
  if (keys.size > 0) {
    const written = await db
      .select({ id: cities.id, countryId: cities.countryId, name: cities.name })
      .from(cities)
      .where(isNotNull(cities.description));
    for (const city of written) {
      const key = knownCityKey(city.countryId, city.name);
      if (!known.has(key)) known.set(key, city);
    }
  }
  return known;
}
