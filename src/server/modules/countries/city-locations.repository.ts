import type { CityLocation } from "@shared/schemas/countries";
import { cacheGeneration } from "../../caches/invalidation";
import type { Db } from "../../db/client";
import { type CityRow, cities } from "../../db/schema/places";

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
  };
}

type CityMap = ReadonlyMap<number, CityLocation>;

/*
 * Every city, as a job's `jobLocation` shows it, kept per database handle until the reference data
 * is reloaded (caches/invalidation.ts: here, or on a PostgreSQL server by any instance). Cities
 * are reference data: a few dozen rows that change only with a reload. A job's row carries its city
 * id alone, so a page of jobs neither joins, reads nor parses each job's city with the citation of
 * every figure (about 3 KB a city) once per job.
 */
const cache = new WeakMap<Db, { generation: number; cities: Promise<CityMap> }>();

function loadCities(db: Db): Promise<CityMap> {
  const generation = cacheGeneration(db, "reference");
  const cached = cache.get(db);
  if (cached && cached.generation === generation) return cached.cities;
  const loaded = db
    .select()
    .from(cities)
    .then((rows) => new Map(rows.map((row) => [row.id, toCityLocation(row)])));
  cache.set(db, { generation, cities: loaded });
  // A failed load is not kept: the next request tries again.
  loaded.catch(() => {
    if (cache.get(db)?.cities === loaded) cache.delete(db);
  });
  return loaded;
}

/**
 * The cities of these ids. A city added since the cities were read (a job names it, so it exists)
 * has them read again, once; an id still missing then (its city was deleted meanwhile) is left out.
 */
export async function findCityLocations(db: Db, ids: Iterable<number | null>): Promise<CityMap> {
  const wanted = [...new Set(ids)].filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const loading = loadCities(db);
  const known = await loading;
  if (wanted.every((id) => known.has(id))) return known;
  if (cache.get(db)?.cities === loading) cache.delete(db);
  return loadCities(db);
}
