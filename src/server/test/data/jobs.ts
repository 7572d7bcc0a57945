import { buildJobSearchText } from "@shared/domain/job-search-text";
import { companies, jobs } from "../../db/schema/jobs";
import { cities, countries } from "../../db/schema/places";
import type { Db } from "../../db/types";

type CountryInsert = typeof countries.$inferInsert;
type CityInsert = typeof cities.$inferInsert;
type CompanyInsert = typeof companies.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;

let sequence = 0;

/** A country with every score filled; names and codes differ from call to call. */
export function buildCountry(overrides: Partial<CountryInsert> = {}): CountryInsert {
  sequence += 1;
  return {
    name: `Country ${sequence}`,
    code: `T${sequence}`,
    tag: "Test",
    colors: ["#112233", "#445566"],
    employmentOpportunity: 70,
    culturalAcceptance: 80,
    standardOfLiving: 8,
    housingAvailability: 6,
    vegetarianFriendly: 40,
    nonVegPercentage: 60,
    racism: 20,
    culturalVibrancy: 75,
    stapleFood: "Bread",
    currency: "USD",
    sources: {},
    ...overrides,
  };
}

export async function seedCountry(db: Db, overrides: Partial<CountryInsert> = {}) {
  const [row] = await db.insert(countries).values(buildCountry(overrides)).returning();
  if (!row) throw new Error("country not inserted");
  return row;
}

export function buildCity(countryId: number, name = "Testville"): CityInsert {
  return {
    countryId,
    name,
    description: `${name} is a test city.`,
    employmentOpportunity: 81,
    culturalAcceptance: 82,
    housingAvailability: 7.5,
    racism: 12,
    vegetarianFriendly: 55,
    sources: {},
  };
}

export async function seedCity(db: Db, countryId: number, name?: string) {
  const [row] = await db.insert(cities).values(buildCity(countryId, name)).returning();
  if (!row) throw new Error("city not inserted");
  return row;
}

/** A company; unnamed ones differ from call to call, and the logo is the name's first two letters. */
export function buildCompany(overrides: Partial<CompanyInsert> = {}): CompanyInsert {
  sequence += 1;
  const name = overrides.name ?? `Company ${sequence}`;
  return {
    name,
    logo: name.slice(0, 2).toUpperCase(),
    location: "Berlin, Germany",
    description: "A company that builds things for people who move abroad.",
    ...overrides,
  };
}

export async function seedCompany(db: Db, overrides: Partial<CompanyInsert> = {}) {
  const [row] = await db.insert(companies).values(buildCompany(overrides)).returning();
  if (!row) throw new Error("company not inserted");
  return row;
}

export interface TestJob {
  title?: string;
  companyId: number;
  companyName: string;
  countryId?: number | null;
  cityId?: number | null;
  employmentType?: string;
  workType?: string;
  visaSponsorship?: boolean;
  skills?: string[];
  postedAt?: Date;
  salaryText?: string | null;
  isDemo?: boolean;
}

/** A job at the company, with the search text the app would store for it. */
export function buildJob(job: TestJob): JobInsert {
  const title = job.title ?? "Software Engineer";
  const skills = job.skills ?? ["TypeScript"];
  return {
    title,
    companyId: job.companyId,
    countryId: job.countryId ?? null,
    cityId: job.cityId ?? null,
    location: "Testville, Testland",
    employmentType: job.employmentType ?? "Full-time",
    workType: job.workType ?? "On-site",
    visaStatus: job.visaSponsorship ? "yes" : "unknown",
    salaryText: job.salaryText ?? "60,000-80,000",
    salaryMin: 60_000,
    salaryMax: 80_000,
    salaryCurrency: "USD",
    postedAt: job.postedAt ?? new Date(),
    skills,
    description: "Build things.",
    applyUrl: "https://example.test/apply",
    searchText: buildJobSearchText(title, job.companyName, skills),
    isDemo: job.isDemo ?? false,
  };
}

export async function seedJob(db: Db, job: TestJob) {
  const [row] = await db.insert(jobs).values(buildJob(job)).returning();
  if (!row) throw new Error("job not inserted");
  return row;
}
