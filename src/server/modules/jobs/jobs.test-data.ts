import { buildJobSearchText } from "@shared/domain/job-search-text";
import type { Db } from "../../db/client";
import { companies, jobs } from "../../db/schema/jobs";
import { cities, countries } from "../../db/schema/places";

let sequence = 0;

/** A country row stored for a test; every score filled. */
export async function seedCountry(db: Db, overrides: Partial<typeof countries.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(countries)
    .values({
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
      sources: { employmentOpportunity: { source: "Test", year: 2024 } },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("country not inserted");
  return row;
}

export async function seedCity(db: Db, countryId: number, name = "Testville") {
  const [row] = await db
    .insert(cities)
    .values({
      countryId,
      name,
      description: `${name} is a test city.`,
      employmentOpportunity: 81,
      culturalAcceptance: 82,
      housingAvailability: 7.5,
      racism: 12,
      vegetarianFriendly: 55,
      sources: {},
    })
    .returning();
  if (!row) throw new Error("city not inserted");
  return row;
}

export async function seedCompany(db: Db, name = "Northwind Labs") {
  const [row] = await db
    .insert(companies)
    .values({ name, logo: name.slice(0, 2).toUpperCase(), location: "Somewhere", description: null })
    .returning();
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
}

export async function seedJob(db: Db, job: TestJob) {
  const title = job.title ?? "Software Engineer";
  const skills = job.skills ?? ["TypeScript"];
  const [row] = await db
    .insert(jobs)
    .values({
      title,
      companyId: job.companyId,
      countryId: job.countryId ?? null,
      cityId: job.cityId ?? null,
      location: "Testville, Testland",
      employmentType: job.employmentType ?? "Full-time",
      workType: job.workType ?? "On-site",
      visaSponsorship: job.visaSponsorship ?? false,
      salaryText: job.salaryText ?? "60,000-80,000",
      salaryMin: 60_000,
      salaryMax: 80_000,
      salaryCurrency: "USD",
      postedAt: job.postedAt ?? new Date(),
      skills,
      description: "Build things.",
      applyUrl: "https://example.test/apply",
      searchText: buildJobSearchText(title, job.companyName, skills),
    })
    .returning();
  if (!row) throw new Error("job not inserted");
  return row;
}
