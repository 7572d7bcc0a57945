import { cityKey } from "@shared/domain/city-key";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { type CompanyRow, companies, companyManagers, jobs } from "../../db/schema/jobs";
import { cities, cityNames, countries } from "../../db/schema/places";
import type { Db } from "../../db/types";
import { type JobRecord, selectJobs, withCities } from "../jobs/jobs.repository";

type CompanyInsert = typeof companies.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;

export interface ManagedCompanyRow extends CompanyRow {
  openJobs: number;
  closedJobs: number;
}

/** The companies the person manages, newest first, with their open and closed job counts. */
export async function listManagedCompanies(db: Db, userId: number): Promise<ManagedCompanyRow[]> {
  const openJobs = sql<number>`(select count(*) from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.closedAt} is null)`;
  const closedJobs = sql<number>`(select count(*) from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.closedAt} is not null and ${jobs.ownerId} is null)`;
  const rows = await db
    .select({
      company: companies,
      openJobs: openJobs.mapWith(Number),
      closedJobs: closedJobs.mapWith(Number),
    })
    .from(companies)
    .innerJoin(
      companyManagers,
      and(eq(companyManagers.companyId, companies.id), eq(companyManagers.userId, userId)),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id));
  return rows.map((row) => ({ ...row.company, openJobs: row.openJobs, closedJobs: row.closedJobs }));
}

export async function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findCompanyByNameKey(db: Db, nameKey: string): Promise<CompanyRow | undefined> {
  // An unlisted company (first met in someone's pasted job) is nobody's page: a page may take its name.
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.nameKey, nameKey), eq(companies.listed, true)))
    .limit(1);
  return row;
}

export async function isManager(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(companyManagers)
    .where(and(eq(companyManagers.companyId, companyId), eq(companyManagers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The company and its first manager, together or not at all. */
export async function insertManagedCompany(
  db: Db,
  values: CompanyInsert,
  userId: number,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(values).returning();
    if (!company) throw new Error("company not inserted");
    await tx.insert(companyManagers).values({ companyId: company.id, userId });
    return company;
  });
}

export async function updateCompany(
  db: Db,
  id: number,
  values: Partial<Pick<CompanyInsert, "description" | "website" | "location">>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(companies).set(values).where(eq(companies.id, id));
}

/** Every job of the company, open and closed, newest first; never one private to a person. */
export async function companyJobs(db: Db, companyId: number, userId: number): Promise<JobRecord[]> {
  return withCities(
    db,
    await selectJobs(db, userId)
      .where(and(eq(jobs.companyId, companyId), isNull(jobs.ownerId)))
      .orderBy(desc(jobs.postedAt), desc(jobs.id)),
  );
}

/** What a job's management needs: its company and where it came from. */
export async function findJobOwnership(
  db: Db,
  jobId: number,
): Promise<{ id: number; companyId: number; source: string } | undefined> {
  const [row] = await db
    .select({ id: jobs.id, companyId: jobs.companyId, source: jobs.source })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.ownerId)))
    .limit(1);
  return row;
}

export async function findCountryByCode(
  db: Db,
  code: string,
): Promise<{ id: number; name: string; code: string } | undefined> {
  const [row] = await db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return row;
}

/** A city of the country by name, whatever its case. */
/**
 * The city of that name in the country: by its name or a GeoNames alternate name, accents and case
 * aside ("Krakow" → Kraków), the largest if several; else a city of exactly that name.
 */
export async function findCityByName(
  db: Db,
  countryId: number,
  name: string,
): Promise<{ id: number; name: string } | undefined> {
  const key = cityKey(name);
  if (key) {
    const [named] = await db
      .select({ id: cities.id, name: cities.name })
      .from(cityNames)
      .innerJoin(cities, eq(cities.id, cityNames.cityId))
      .where(and(eq(cityNames.countryId, countryId), eq(cityNames.key, key)))
      .orderBy(desc(cityNames.population), asc(cities.id))
      .limit(1);
    if (named) return named;
  }
  const [row] = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.countryId, countryId), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  return row;
}

export async function insertJob(db: Db, values: JobInsert): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error("job not inserted");
  return row.id;
}

export async function updateJob(db: Db, id: number, values: Partial<JobInsert>): Promise<void> {
  await db.update(jobs).set(values).where(eq(jobs.id, id));
}
