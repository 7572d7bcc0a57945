import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries } from "../../db/schema/places";

/** Every country's name and where each of its figures comes from, in one query. */
export async function listCountrySources(db: Db) {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      sources: countries.sources,
      priceLevel: countries.priceLevel,
      exchangeRate: countries.exchangeRate,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

export type CountrySourcesRow = Awaited<ReturnType<typeof listCountrySources>>[number];
