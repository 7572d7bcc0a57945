import { asc, count, isNotNull } from "drizzle-orm";
import { cities, countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

/** Every country's name and where each of its figures comes from, in one query. */
export async function listCountrySources(db: Db) {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      sources: countries.sources,
      priceLevel: countries.priceLevel,
      exchangeRate: countries.exchangeRate,
      pppFactor: countries.pppFactor,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

export type CountrySourcesRow = Awaited<ReturnType<typeof listCountrySources>>[number];

/** How many cities the GeoNames list gave. */
export async function countGeoNamesCities(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cities).where(isNotNull(cities.geonameId));
  return row?.n ?? 0;
}
