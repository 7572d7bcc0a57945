import type { CitySearchResult } from "@shared/schemas/countries";
import { and, desc, eq, like, type SQL, sql } from "drizzle-orm";
import { cities, cityNames, countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

/**
 * Cities with a name starting with `key` (a cityKey), largest first. A prefix of the search key
 * is a range of the `city_names` b-tree index (text_pattern_ops, per country when one is given):
 * only the matching names are read, grouped per city, and the page's cities joined.
 */
export async function searchCityNames(
  db: Db,
  key: string,
  options: { countryId?: number; limit: number },
): Promise<CitySearchResult[]> {
  const filters: SQL[] = [like(cityNames.key, `${key}%`)];
  if (options.countryId !== undefined) filters.push(eq(cityNames.countryId, options.countryId));
  const largest = sql<number>`max(${cityNames.population})`;
  const hits = db
    .select({
      cityId: cityNames.cityId,
      population: largest.as("hit_population"),
      exact: sql<boolean>`bool_or(${cityNames.key} = ${key})`.as("exact"),
    })
    .from(cityNames)
    .where(and(...filters))
    .groupBy(cityNames.cityId)
    .orderBy(desc(largest), cityNames.cityId)
    .limit(options.limit)
    .as("hits");
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      exact: hits.exact,
      region: cities.region,
      population: cities.population,
      latitude: cities.latitude,
      longitude: cities.longitude,
      timeZone: cities.timeZone,
      hasFigures: sql<boolean>`${cities.description} is not null`,
      country: {
        id: countries.id,
        code: countries.code,
        name: countries.name,
        image: countries.image,
        colors: countries.colors,
      },
    })
    .from(hits)
    .innerJoin(cities, eq(cities.id, hits.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(desc(hits.population), cities.id);
  return rows.map((row) => ({ ...row, exact: Boolean(row.exact), hasFigures: Boolean(row.hasFigures) }));
}

/** A country by our id or its ISO 3166-1 alpha-2 code; undefined when there is none. */
export async function findCountryId(db: Db, idOrCode: string): Promise<number | undefined> {
  const where = /^\d{1,9}$/.test(idOrCode)
    ? eq(countries.id, Number(idOrCode))
    : /^[A-Za-z]{2}$/.test(idOrCode)
      ? eq(countries.code, idOrCode.toUpperCase())
      : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: countries.id }).from(countries).where(where).limit(1);
  return row?.id;
}
