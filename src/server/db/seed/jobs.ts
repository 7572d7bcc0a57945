import { buildJobSearchText } from "@shared/domain/job-search-text";
import { COMPANIES, type CompanySeed } from "./companies";
import type { DemoPay } from "./demo-pay";
import type { JobDraft } from "./job-insert";
import { describeJob, roundSalary, salaryText, visaSentence } from "./job-text";
import type { Random } from "./random";
import { findRole, type RoleSeed } from "./roles";

export interface PlaceRefs {
  /** By country code. */
  countries: Map<string, { id: number; name: string; pay: DemoPay }>;
  /** By country code; the first city of a country is its largest job market. */
  cities: Map<string, { id: number; name: string }[]>;
  /** By company name. */
  companies: Map<string, number>;
}

const DAY_MS = 86_400_000;
/** Postings are dated within this many days before the moment of seeding, so they read as recent. */
export const POSTED_WITHIN_DAYS = 60;

const WORK_TYPE_CYCLE = ["Hybrid", "On-site", "Remote", "Hybrid", "On-site", "Hybrid", "Remote"] as const;

/**
 * The demo postings: each company posts `openings` jobs for the roles it hires. Types, places and
 * visa answers follow fixed cycles over the running job number so every combination the filters
 * offer occurs; the random generator only varies wording, skills and dates.
 */
export function buildDemoJobs(refs: PlaceRefs, random: Random, now: Date): JobDraft[] {
  const drafts: JobDraft[] = [];
  let n = 0;
  for (const company of COMPANIES) {
    for (let j = 0; j < company.openings; j++) {
      const role = findRole(company.hires[j % company.hires.length] as string);
      drafts.push(buildDemoJob(refs, random, now, company, role, j, n));
      n += 1;
    }
  }
  return drafts;
}

function buildDemoJob(
  refs: PlaceRefs,
  random: Random,
  now: Date,
  company: CompanySeed,
  role: RoleSeed,
  j: number,
  n: number,
): JobDraft {
  const companyId = refs.companies.get(company.name);
  if (companyId === undefined) throw new Error(`Company ${company.name} not seeded`);
  const country = company.countryCode ? refs.countries.get(company.countryCode) : undefined;
  const countryCities = company.countryCode ? (refs.cities.get(company.countryCode) ?? []) : [];
  const headOffice = company.location.split(",")[0];
  // Most postings are at the head office, some in another city, and some name only the country.
  const city =
    n % 7 === 5
      ? undefined
      : j % 3 === 2
        ? countryCities[j % countryCities.length]
        : (countryCities.find((c) => c.name === headOffice) ?? countryCities[0]);
  const employmentType = role.title.endsWith("Intern")
    ? "Internship"
    : n % 9 === 4
      ? "Contract"
      : n % 10 === 7
        ? "Part-time"
        : "Full-time";
  const workType = country ? WORK_TYPE_CYCLE[n % WORK_TYPE_CYCLE.length] : "Remote";
  const visaSponsorship = company.sponsorsVisas && n % 5 !== 3;
  const salary = country && n % 12 !== 8 ? jobSalary(role, country.pay, employmentType) : undefined;
  const skills = pickSkills(role, random);
  const place = city?.name ?? country?.name ?? "Remote";
  return {
    title: role.title,
    companyId,
    countryId: country?.id ?? null,
    cityId: city?.id ?? null,
    location: city && country ? `${city.name}, ${country.name}` : place,
    employmentType,
    workType: workType ?? "Hybrid",
    visaStatus: visaSponsorship ? "yes" : "no",
    visaEvidence: visaSentence({ visaSponsorship, countryName: country?.name ?? null }),
    salaryText: salary?.text ?? null,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary ? "YEAR" : null,
    payMin: salary?.min ?? null,
    payMax: salary?.max ?? null,
    postedAt: postedAgo(now, random),
    skills,
    description: describeJob(
      {
        role,
        companyName: company.name,
        companyDescription: company.description,
        place,
        cityName: city?.name ?? null,
        countryName: country?.name ?? null,
        employmentType,
        workType: workType ?? "Hybrid",
        visaSponsorship,
        skills,
      },
      random,
    ),
    applyUrl: `${company.website}/careers/`,
    searchText: buildJobSearchText(role.title, company.name, skills),
    isDemo: true,
  };
}

/** 3-6 of the role's skills, always including its first (defining) one. */
export function pickSkills(role: RoleSeed, random: Random): string[] {
  const [first, ...rest] = role.skills;
  const count = random.int(2, Math.min(5, rest.length));
  return [first as string, ...random.sample(rest, count)];
}

/** The yearly salary a posting states, in the currency its country's postings use. */
export function jobSalary(
  role: RoleSeed,
  pay: DemoPay,
  employmentType: string,
): { text: string; min: number; max: number; currency: string } {
  const factor =
    pay.perUsd * (employmentType === "Part-time" ? 0.55 : employmentType === "Contract" ? 1.1 : 1);
  const min = roundSalary(role.baseUsd[0] * factor);
  const max = Math.max(roundSalary(role.baseUsd[1] * factor), min);
  return { text: salaryText(min, max), min, max, currency: pay.currency };
}

/** The span a posting time falls in: the last POSTED_WITHIN_DAYS days, less half an hour at each end. */
const POSTED_SPAN_MS = POSTED_WITHIN_DAYS * DAY_MS - 3_600_000;

/** A moment within the last POSTED_WITHIN_DAYS days, at least half an hour ago. */
export function postedAgo(now: Date, random: Random): Date {
  return postedAt(now, random.next());
}

/**
 * The posting time of the `index`th of `count` jobs that arrive in the order they were posted, as
 * an importer's and employers' jobs do: the span is cut into `count` equal slots, oldest first, and
 * each job falls at random within its own. Over many jobs the times are as evenly spread as
 * postedAgo's, and a table filled in this order is stored oldest first, as a live board's is.
 */
export function postedInOrder(now: Date, random: Random, index: number, count: number): Date {
  return postedAt(now, 1 - (index + random.next()) / count);
}

/** `share` (0–1) of the way back through the span from its newest end. */
function postedAt(now: Date, share: number): Date {
  return new Date(now.getTime() - 1_800_000 - Math.floor(share * POSTED_SPAN_MS));
}
