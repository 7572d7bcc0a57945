import type { CityLocation } from "@shared/schemas/countries";
import { inArray } from "drizzle-orm";
import { cacheGeneration } from "../../caches/invalidation";
import { type CityRow, cities } from "../../db/schema/places";
import type { Db } from "../../db/types";

export function toCityLocation(row: CityRow): CityLocation {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    description: row.description,
    employmentOpportunity: row.employmentOpportunity,
    culturalAcceptance: row.culturalAcceptance,
    housingAvailability: row.housingAvailability,
    racism: row.racism,
    vegetarianFriendly: row.vegetarianFriendly,
    sources: row.sources,
    region: row.region,
    population: row.population,
    timeZone: row.timeZone,
  };
}

type CityMap = ReadonlyMap<number, CityLocation>;

/*
 * The cities jobs have been shown in, as a job's `jobLocation` shows them, kept per database handle
 * until the reference data is reloaded (caches/invalidation.ts: here, or on a PostgreSQL server by
 * any instance). Cities are reference data that change only with a reload; there are tens of
 * thousands (GeoNames), so a city is read the first time a job shows it, not all at start. A job's
 * row carries its city id alone, so a page of jobs neither joins, reads nor parses each job's city
 * with the citation of every figure (about 3 KB a written city) once per job.
 */
const cache = new WeakMap<Db, { generation: number; cities: Map<number, Promise<CityLocation | null>> }>();

function citiesOf(db: Db): Map<number, Promise<CityLocation | null>> {
  const generation = cacheGeneration(db, "reference");
  const cached = cache.get(db);
  if (cached && cached.generation === generation) return cached.cities;
  const fresh = { generation, cities: new Map<number, Promise<CityLocation | null>>() };
  cache.set(db, fresh);
  return fresh.cities;
}

/** The cities of these ids; an id with no city (deleted meanwhile) is left out. */
export async function findCityLocations(db: Db, ids: Iterable<number | null>): Promise<CityMap> {
  const wanted = [...new Set(ids)].filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const known = citiesOf(db);
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const loaded = db
      .select()
      .from(cities)
      .where(inArray(cities.id, missing))
      .then((rows) => new Map(rows.map((row) => [row.id, toCityLocation(row)])));
    for (const id of missing) {
      const one = loaded.then((rows) => rows.get(id) ?? null);
      known.set(id, one);
      // A failed or empty read is not kept: the next request tries again.
      one.then(
        (city) => {
          if (city === null && known.get(id) === one) known.delete(id);
        },
        () => {
          if (known.get(id) === one) known.delete(id);
        },
      );
    }
  }
  const found = new Map<number, CityLocation>();
  for (const id of wanted) {
    const city = await known.get(id);
    if (city) found.set(id, city);
  }
  return found;
}
