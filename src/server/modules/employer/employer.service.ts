import { companyNameKey } from "@shared/domain/company-name";
import { initials } from "@shared/domain/initials";
import { buildJobSearchText } from "@shared/domain/job-search-text";
import { AppError } from "@shared/errors";
import {
  type CreateCompany,
  type EmployerJobInput,
  type ManagedCompany,
  PERIOD_WORDS,
  PERIODS_PER_YEAR,
  type UpdateCompany,
} from "@shared/schemas/employer";
import type { Job } from "@shared/schemas/jobs";
import type { CompanyRow } from "../../db/schema/jobs";
import type { Db } from "../../db/types";
import { typedText } from "../../import/html-text";
import { classifyVisa } from "../../import/visa-evidence";
import { matchNewCompanies } from "../../registers/match-companies";
import { getJob, toMatchedJobs } from "../jobs/jobs.service";
import { loadMatchPerson } from "../jobs/match-profile";
import { refreshVerification } from "./company-verification";
import * as repo from "./employer.repository";

export const EMPLOYER_SOURCE = "employer";
/** A yearly salary above this is a typo, and would not fit the column. */
export const MAX_YEARLY_SALARY = 1_000_000_000;
const NOT_A_MANAGER = "Only this company's managers can change it";
const IMPORTED_JOB =
  "This job was imported from the company's careers site and is updated by its import; change it there";

function toManagedCompany(row: repo.ManagedCompanyRow): ManagedCompany {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description,
    website: row.website,
    location: row.location,
    openJobs: row.openJobs,
    closedJobs: row.closedJobs,
    createdAt: row.createdAt.toISOString(),
    verified: row.verified === true,
  };
}

/** Empty text means "none". */
function orNull(text: string | null | undefined): string | null | undefined {
  return text === "" ? null : text;
}

export async function managedCompanies(db: Db, userId: number): Promise<ManagedCompany[]> {
  return (await repo.listManagedCompanies(db, userId)).map(toManagedCompany);
}

async function managedCompany(db: Db, userId: number, companyId: number): Promise<ManagedCompany> {
  const found = (await repo.listManagedCompanies(db, userId)).find((c) => c.id === companyId);
  if (!found) throw new AppError("not_found", "Company not found");
  return toManagedCompany(found);
}

/** The company, when the person manages it: 404 when there is none, 403 when it is someone else's. */
async function requireManaged(db: Db, userId: number, companyId: number): Promise<CompanyRow> {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw new AppError("not_found", "Company not found");
  if (!(await repo.isManager(db, companyId, userId))) throw new AppError("forbidden", NOT_A_MANAGER);
  return company;
}

export async function createCompany(db: Db, userId: number, input: CreateCompany): Promise<ManagedCompany> {
  const nameKey = companyNameKey(input.name);
  if (await repo.findCompanyByNameKey(db, nameKey)) {
    throw new AppError("conflict", `A company page named ${input.name} already exists`, {
      name: [`A company page named ${input.name} already exists`],
    });
  }
  const company = await repo.insertManagedCompany(
    db,
    {
      name: input.name,
      nameKey,
      logo: initials(input.name, 2) || "?",
      description: orNull(typedText(input.description ?? "")) ?? null,
      website: orNull(input.website) ?? null,
      location: input.location,
    },
    userId,
  );
  await refreshVerification(db, { companyId: company.id });
  return managedCompany(db, userId, company.id);
}

export async function updateCompany(
  db: Db,
  userId: number,
  companyId: number,
  input: UpdateCompany,
): Promise<ManagedCompany> {
  await requireManaged(db, userId, companyId);
  const values: Parameters<typeof repo.updateCompany>[2] = {};
  if (input.description !== undefined) values.description = orNull(typedText(input.description ?? ""));
  if (input.website !== undefined) values.website = orNull(input.website);
  if (input.location !== undefined) values.location = input.location;
  await repo.updateCompany(db, companyId, values);
  if (input.website !== undefined) await refreshVerification(db, { companyId });
  return managedCompany(db, userId, companyId);
}

export async function companyJobs(db: Db, userId: number, companyId: number): Promise<Job[]> {
  await requireManaged(db, userId, companyId);
  const [rows, person] = await Promise.all([
    repo.companyJobs(db, companyId, userId),
    loadMatchPerson(db, userId),
  ]);
  return toMatchedJobs(rows, person);
}

function formatAmount(n: number): string {
  return n.toLocaleString("en-US");
}

/** The salary as the employer entered it: '30–40 EUR per hour'. */
function salaryText(input: EmployerJobInput): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = input;
  if ((min === null && max === null) || currency === null || period === null) return null;
  const amount =
    min !== null && max !== null && min !== max
      ? `${formatAmount(min)}–${formatAmount(max)}`
      : formatAmount((min ?? max) as number);
  return `${amount} ${currency} ${PERIOD_WORDS[period]}`;
}

function yearly(amount: number | null, input: EmployerJobInput): number | null {
  if (amount === null || input.salaryPeriod === null) return null;
  const value = amount * PERIODS_PER_YEAR[input.salaryPeriod];
  if (value > MAX_YEARLY_SALARY) {
    throw new AppError("validation", `Salary must be at most ${formatAmount(MAX_YEARLY_SALARY)} a year`, {
      salaryMax: ["This salary is too high"],
    });
  }
  return value;
}

/**
 * The visa answer must be honest: a sentence that plainly says the opposite of the pick (says it
 * cannot sponsor for a "yes") is refused.
 */
function checkVisaAnswer(input: EmployerJobInput): void {
  const pick = input.visa.status;
  const read = classifyVisa(input.visa.evidence ?? "").status;
  if ((pick === "yes" && read === "no") || (pick === "no" && read === "yes")) {
    const message =
      pick === "yes"
        ? "Your visa sentence reads as if you do not sponsor visas, but you answered yes. Reword the sentence or change the answer."
        : "Your visa sentence reads as if you do sponsor visas, but you answered no. Reword the sentence or change the answer.";
    throw new AppError("validation", message, { "visa.evidence": [message] });
  }
}

/**
 * The employer's words as stored: plain text, markup removed (a title on one line, the description
 * with its paragraphs), as imported postings are. Text that was nothing but markup is refused.
 */
function plainWords(input: EmployerJobInput): EmployerJobInput {
  const title = typedText(input.title).replace(/\s+/g, " ");
  const description = typedText(input.description);
  const evidence = input.visa.evidence === null ? null : typedText(input.visa.evidence).replace(/\s+/g, " ");
  for (const [field, value, label] of [
    ["title", title, "Title"],
    ["description", description, "Description"],
  ] as const) {
    if (value === "") {
      const message = `${label} must have words, not only markup`;
      throw new AppError("validation", message, { [field]: [message] });
    }
  }
  return { ...input, title, description, visa: { ...input.visa, evidence: evidence || null } };
}

/** The columns a posting sets, from the employer's input: place resolved, salary made yearly. */
async function jobValues(db: Db, company: CompanyRow, typed: EmployerJobInput) {
  const input = plainWords(typed);
  checkVisaAnswer(input);
  if (input.validThrough !== null && new Date(input.validThrough).getTime() <= Date.now()) {
    throw new AppError("validation", "Closing date must be in the future", {
      validThrough: ["Closing date must be in the future"],
    });
  }
  const cityText = input.city || null;
  let countryId: number | null = null;
  let cityId: number | null = null;
  let location = cityText ? `${cityText} (remote, anywhere)` : "Remote — anywhere";
  if (input.countryCode !== null) {
    const country = await repo.findCountryByCode(db, input.countryCode);
    if (!country) {
      const message = `Borderless has no country with code ${input.countryCode} yet`;
      throw new AppError("validation", message, { countryCode: [message] });
    }
    countryId = country.id;
    const city = cityText ? await repo.findCityByName(db, country.id, cityText) : undefined;
    cityId = city?.id ?? null;
    location = cityText ? `${city?.name ?? cityText}, ${country.name}` : country.name;
  }
  return {
    title: input.title,
    description: input.description,
    employmentType: input.employmentType,
    workType: input.workType,
    countryId,
    cityId,
    location,
    salaryMin: yearly(input.salaryMin, input),
    salaryMax: yearly(input.salaryMax, input),
    salaryCurrency: input.salaryCurrency,
    salaryPeriod: input.salaryPeriod,
    payMin: input.salaryMin,
    payMax: input.salaryMax,
    salaryText: salaryText(input),
    skills: input.skills,
    applyUrl: input.applyUrl,
    validThrough: input.validThrough ? new Date(input.validThrough) : null,
    visaStatus: input.visa.status,
    visaEvidence: input.visa.evidence,
    searchText: buildJobSearchText(input.title, company.name, input.skills),
  };
}

export async function postJob(
  db: Db,
  userId: number,
  companyId: number,
  input: EmployerJobInput,
): Promise<Job> {
  const company = await requireManaged(db, userId, companyId);
  const now = new Date();
  const id = await repo.insertJob(db, {
    ...(await jobValues(db, company, input)),
    companyId,
    source: EMPLOYER_SOURCE,
    externalId: null,
    postedById: userId,
    postedAt: now,
    refreshedAt: now,
  });
  // A job in a new country may put the company within a register's reach.
  await matchNewCompanies(db, [companyId]);
  return getJob(db, id, userId);
}

/** The job and its company, when the person manages the company: 404 unknown, 403 someone else's. */
async function requireManagedJob(db: Db, userId: number, jobId: number) {
  const job = await repo.findJobOwnership(db, jobId);
  if (!job) throw new AppError("not_found", "Job not found");
  const company = await requireManaged(db, userId, job.companyId);
  return { job, company };
}

export async function editJob(db: Db, userId: number, jobId: number, input: EmployerJobInput): Promise<Job> {
  const { job, company } = await requireManagedJob(db, userId, jobId);
  refuseImported(job);
  await repo.updateJob(db, jobId, { ...(await jobValues(db, company, input)), refreshedAt: new Date() });
  await matchNewCompanies(db, [company.id]);
  return getJob(db, jobId, userId);
}

/** An imported job is its import's to change: its employer page may not edit, close or reopen it. */
function refuseImported(job: { source: string }): void {
  if (job.source !== EMPLOYER_SOURCE) throw new AppError("conflict", IMPORTED_JOB);
}

export async function closeJob(db: Db, userId: number, jobId: number): Promise<Job> {
  refuseImported((await requireManagedJob(db, userId, jobId)).job);
  const current = await getJob(db, jobId, userId);
  if (current.closedAt === null) {
    await repo.updateJob(db, jobId, { closedAt: new Date(), closedReason: "employer" });
  }
  return getJob(db, jobId, userId);
}

export async function reopenJob(db: Db, userId: number, jobId: number): Promise<Job> {
  refuseImported((await requireManagedJob(db, userId, jobId)).job);
  await repo.updateJob(db, jobId, { closedAt: null, closedReason: null, refreshedAt: new Date() });
  return getJob(db, jobId, userId);
}
