import { and, asc, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { jobCounts } from "../../db/schema/jobs";
import { type CityRow, type CountryRow, cities, countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

export type CountryWithJobCount = CountryRow & { jobCount: number };

/**
 * Every country with its number of open jobs, read from the maintained counts (db/job-counts.ts):
 * a few rows a country, however many jobs there are.
 */
export async function listCountries(db: Db, region?: string): Promise<CountryWithJobCount[]> {
  const counts = db
    .select({
      countryId: jobCounts.countryId,
      jobCount: sql<number>`sum(${jobCounts.openJobs})`.as("job_count"),
    })
    .from(jobCounts)
    .groupBy(jobCounts.countryId)
    .as("counts");
  return db
    .select({ ...getTableColumns(countries), jobCount: sql<number>`coalesce(${counts.jobCount}, 0)::int` })
    .from(countries)
    .leftJoin(counts, eq(counts.countryId, countries.id))
    .where(region === undefined ? undefined : sql`lower(${countries.region}) = lower(${region})`)
    .orderBy(asc(countries.id));
}

export async function findCountry(db: Db, id: number): Promise<CountryWithJobCount | null> {
  const [row] = await db
    .select({
      ...getTableColumns(countries),
      jobCount: sql<number>`(select coalesce(sum(${jobCounts.openJobs}), 0)::int from ${jobCounts} where ${jobCounts.countryId} = ${id})`,
    })
    .from(countries)
    .where(eq(countries.id, id));
  return row ?? null;
}

export async function listCities(db: Db, countryId: number): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(and(eq(cities.countryId, countryId), isNotNull(cities.description)))
    .orderBy(asc(cities.name));
}

/**
 * What the country lists are built from that changes apart from the reference data: how many
 * countries there are and each one's number of open jobs. Read from the maintained counts, so it
 * costs the same at a thousand jobs as at a million.
 */
export async function countryListVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`
    select (select count(*) from ${countries})::text || ';' || coalesce((
      select string_agg(country_id || ':' || jobs, ',' order by country_id)
      from (
        select ${jobCounts.countryId} as country_id, sum(${jobCounts.openJobs}) as jobs
        from ${jobCounts} group by ${jobCounts.countryId}
      ) counts
    ), '') as version
  `)) as unknown as { rows: Array<{ version: string }> };
  return result.rows[0]?.version ?? "";
}
