import { asc, count, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema/jobs";
import { type CityRow, type CountryRow, cities, countries } from "../../db/schema/places";

export type CountryWithJobCount = CountryRow & { jobCount: number };

/**
 * Every country with its number of jobs. The jobs are counted in one grouped pass (served by the
 * country index), joined once, so the cost does not grow with the number of countries.
 */
export async function listCountries(db: Db): Promise<CountryWithJobCount[]> {
  const jobCounts = db
    .select({ countryId: jobs.countryId, jobCount: count().as("job_count") })
    .from(jobs)
    .where(isNull(jobs.closedAt))
    .groupBy(jobs.countryId)
    .as("job_counts");
  return db
    .select({ ...getTableColumns(countries), jobCount: sql<number>`coalesce(${jobCounts.jobCount}, 0)::int` })
    .from(countries)
    .leftJoin(jobCounts, eq(jobCounts.countryId, countries.id))
    .orderBy(asc(countries.id));
}

export async function findCountry(db: Db, id: number): Promise<CountryWithJobCount | null> {
  const [row] = await db
    .select({
      ...getTableColumns(countries),
      jobCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.countryId} = ${id} and ${jobs.closedAt} is null)`,
    })
    .from(countries)
    .where(eq(countries.id, id));
  return row ?? null;
}

export async function listCities(db: Db, countryId: number): Promise<CityRow[]> {
  return db.select().from(cities).where(eq(cities.countryId, countryId)).orderBy(asc(cities.name));
}
