import { normalizeSearchQuery } from "@shared/domain/job-search-text";
import { canMatch, type MatchPerson, missingForMatch } from "@shared/domain/match";
import { AppError } from "@shared/errors";
import type { ListWindow } from "@shared/schemas/common";
import {
  CLOSED_REASONS,
  DEFAULT_PAGE_SIZE,
  EMPLOYMENT_TYPES,
  JOB_TOTAL_CAP,
  type Job,
  type JobDetail,
  type JobFilters,
  type JobPage,
  type ListJobsQuery,
  MATCH_WINDOW,
  MAX_PAGE_SIZE,
  RECOMMENDATION_MIN_SCORE,
  RECOMMENDATIONS_MAX,
  type Recommendations,
  WORK_TYPES,
} from "@shared/schemas/jobs";
import type { Db } from "../../db/types";
import { convertPay, type PayTarget, payOf, payTarget } from "../pay/job-pay";
import { visaCheckFor } from "../visas/visas.service";
import * as repo from "./jobs.repository";
import { loadMatchPerson, matchJob, type Viewer, withMatch } from "./match-profile";

/** Lists without paging (the spec's GET /api/jobs, a country's jobs) answer at most this many. */
export const LIST_LIMIT = 100;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The row as a job, without a match: `withMatch` (match-profile.ts) adds the person's. */
export function toJob(row: repo.JobRecord): Job {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    countryId: row.countryId,
    country: row.country,
    location: row.location,
    jobLocation: row.city,
    employmentType: oneOf(EMPLOYMENT_TYPES, row.employmentType, "Full-time"),
    workType: oneOf(WORK_TYPES, row.workType, "On-site"),
    visaSponsorship: row.visaStatus === "yes",
    visa: {
      status: row.visaStatus,
      evidence: row.visaEvidence,
    },
    salary: row.salaryText,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    pay: payOf(row, row.country?.code),
    postedAt: row.postedAt.toISOString(),
    skills: row.skills,
    description: row.description,
    applyUrl: row.applyUrl,
    source: row.source,
    validThrough: row.validThrough?.toISOString() ?? null,
    // A private job is stored closed to keep it out of every list; to its owner it is open.
    closedAt: row.closedReason === "private" ? null : (row.closedAt?.toISOString() ?? null),
    closedReason:
      row.closedAt && row.closedReason !== "private"
        ? oneOf(CLOSED_REASONS, row.closedReason ?? "", "removed")
        : null,
    saved: row.saved,
    applied: row.applied,
    match: null,
    // The lines of registers of the job's own country: another country's register says nothing of it.
    sponsorRecord: row.sponsorRecord.filter((entry) => entry.country === row.country?.code),
    isDemo: row.isDemo,
  };
}

export function toFilters(query: ListJobsQuery): JobFilters {
  return {
    q: normalizeSearchQuery(query.q),
    country: query.country,
    employmentType: query.employmentType,
    workType: query.workType,
    visa: query.visa,
    registeredSponsor: query.registeredSponsor,
  };
}

const NO_FILTERS: JobFilters = {
  q: "",
  country: null,
  employmentType: null,
  workType: null,
  visa: false,
  registeredSponsor: false,
};

/** The specification's list: the newest jobs, without paging metadata. */
export async function latestJobs(db: Db, userId: number | null, currency?: string): Promise<Job[]> {
  const [rows, person] = await Promise.all([
    repo.searchJobs(db, NO_FILTERS, { limit: LIST_LIMIT, offset: 0 }, userId),
    loadMatchPerson(db, userId),
  ]);
  return toMatchedJobs(rows, person, await payTarget(db, currency, person?.payCurrency));
}

/** The rows as jobs, each with the person's match on it and its pay converted into `target`'s currency. */
export function toMatchedJobs(
  rows: readonly repo.JobRecord[],
  person: MatchPerson | null,
  target: PayTarget | null = null,
): Job[] {
  return rows.map((row) => {
    const job = withMatch(toJob(row), person);
    if (target) job.pay = convertPay(job.pay, target);
    return job;
  });
}

/** The target of the viewer's job answers: `?currency=`, else their setting. */
function viewerTarget(
  db: Db,
  currency: string | undefined,
  person: Viewer | null,
): Promise<PayTarget | null> {
  return payTarget(db, currency, person?.payCurrency);
}

export async function searchJobs(db: Db, query: ListJobsQuery, userId: number | null): Promise<JobPage> {
  const filters = toFilters(query);
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = (page - 1) * pageSize;
  if (query.sort === "match" && userId === null) {
    throw new AppError("unauthorized", "Sign in to sort jobs by best match");
  }
  const person = await loadMatchPerson(db, userId);
  const target = await viewerTarget(db, query.currency, person);
  // A person with nothing to match on gets the newest order: every score would be missing.
  if (query.sort === "match" && userId !== null && person && canMatch(person)) {
    return bestMatchPage(db, filters, person, userId, { page, pageSize, offset }, target);
  }
  // The page and the capped count are asked for together (on PostgreSQL each takes a connection of
  // the pool), so the answer waits for the slower of the two, not for both one after the other.
  const [rows, counted] = await Promise.all([
    repo.searchJobs(db, filters, { limit: pageSize, offset }, userId),
    repo.countJobs(db, filters, JOB_TOTAL_CAP),
  ]);
  // A page that shows jobs but is not full is the last one: it proves the total. Otherwise the
  // count stands, never below the jobs this page proved (it ran beside the page, not after it).
  const shown = rows.length > 0 ? offset + rows.length : 0;
  const total = rows.length > 0 && rows.length < pageSize ? shown : Math.max(counted, shown);
  return { items: toMatchedJobs(rows, person, target), total, page, pageSize, sort: "newest" };
}

/**
 * The candidates that score for the person, best first; equal scores keep the candidates' newest
 * first order (Array.prototype.sort is stable).
 */
function rankByMatch(
  candidates: readonly repo.MatchCandidateRow[],
  person: MatchPerson,
): Array<{ id: number; score: number }> {
  return candidates
    .map((c) => ({
      id: c.id,
      score: matchJob(person, c)?.score ?? 0,
    }))
    .sort((a, b) => b.score - a.score);
}

/** The given jobs in full, in the order of `ids`, with the person's match on each. */
async function jobsInOrder(
  db: Db,
  ids: readonly number[],
  person: MatchPerson,
  userId: number,
  target: PayTarget | null,
): Promise<Job[]> {
  const rows = new Map((await repo.findJobs(db, ids, userId)).map((row) => [row.id, row]));
  return toMatchedJobs(
    ids.flatMap((id) => rows.get(id) ?? []),
    person,
    target,
  );
}

/**
 * "Best match": the newest MATCH_WINDOW jobs the filters match, scored in memory and paged inside
 * that window (docs/decisions/014-match-score.md). Scoring the whole table per request would not
 * hold at a million jobs; the window keeps the cost of one search page.
 */
async function bestMatchPage(
  db: Db,
  filters: JobFilters,
  person: MatchPerson,
  userId: number,
  { page, pageSize, offset }: { page: number; pageSize: number; offset: number },
  target: PayTarget | null,
): Promise<JobPage> {
  const ranked = rankByMatch(await repo.matchCandidates(db, filters, MATCH_WINDOW), person);
  const ids = ranked.slice(offset, offset + pageSize).map((c) => c.id);
  return {
    items: await jobsInOrder(db, ids, person, userId, target),
    total: ranked.length,
    page,
    pageSize,
    sort: "match",
  };
}

/**
 * The person's best open matches they have not applied to, from the same window of newest jobs,
 * and which profile fields are still empty.
 */
export async function recommendations(db: Db, userId: number, currency?: string): Promise<Recommendations> {
  const person = await loadMatchPerson(db, userId);
  if (!person) throw new AppError("unauthorized", "Sign in to see recommended jobs");
  const missing = missingForMatch(person);
  if (!canMatch(person)) return { items: [], missing };
  const candidates = await repo.matchCandidates(db, NO_FILTERS, MATCH_WINDOW, userId);
  const ids = rankByMatch(candidates, person)
    .filter((c) => c.score >= RECOMMENDATION_MIN_SCORE)
    .slice(0, RECOMMENDATIONS_MAX)
    .map((c) => c.id);
  const target = await viewerTarget(db, currency, person);
  return { items: await jobsInOrder(db, ids, person, userId, target), missing };
}

/** A job's own answer: the job, and "Can I get a visa?" answered three ways. */
export async function getJobDetail(
  db: Db,
  id: number,
  userId: number | null,
  currency?: string,
): Promise<JobDetail> {
  const job = await getJob(db, id, userId, currency);
  const visaCheck = visaCheckFor(
    { ...job, visaStatus: job.visa.status, visaEvidence: job.visa.evidence },
    job.country?.code ?? null,
  );
  return { ...job, visaCheck };
}

export async function getJob(db: Db, id: number, userId: number | null, currency?: string): Promise<Job> {
  const [row, person] = await Promise.all([repo.findJob(db, id, userId), loadMatchPerson(db, userId)]);
  if (!row) throw new AppError("not_found", "Job not found");
  return toMatchedJobs([row], person, await viewerTarget(db, currency, person))[0] as Job;
}

export async function countryJobs(
  db: Db,
  countryId: number,
  userId: number | null,
  currency?: string,
): Promise<Job[]> {
  if (!(await repo.countryExists(db, countryId))) throw new AppError("not_found", "Country not found");
  const filters = { ...NO_FILTERS, country: countryId };
  const [rows, person] = await Promise.all([
    repo.searchJobs(db, filters, { limit: LIST_LIMIT, offset: 0 }, userId),
    loadMatchPerson(db, userId),
  ]);
  return toMatchedJobs(rows, person, await viewerTarget(db, currency, person));
}

export async function openCompanyJobs(
  db: Db,
  companyId: number,
  limit: number,
  userId: number | null,
  currency?: string,
): Promise<Job[]> {
  const [rows, person] = await Promise.all([
    repo.listOpenCompanyJobs(db, companyId, limit, userId),
    loadMatchPerson(db, userId),
  ]);
  return toMatchedJobs(rows, person, await viewerTarget(db, currency, person));
}

export async function savedJobs(
  db: Db,
  userId: number,
  window: ListWindow,
  currency?: string,
): Promise<Job[]> {
  const [rows, person] = await Promise.all([
    repo.listSavedJobs(db, userId, window),
    loadMatchPerson(db, userId),
  ]);
  return toMatchedJobs(rows, person, await viewerTarget(db, currency, person));
}

async function requireJob(db: Db, jobId: number, userId: number): Promise<void> {
  if (!(await repo.jobExists(db, jobId, userId))) throw new AppError("not_found", "Job not found");
}

export async function setSaved(db: Db, userId: number, jobId: number, saved: boolean): Promise<void> {
  await requireJob(db, jobId, userId);
  if (saved) await repo.saveJob(db, userId, jobId);
  else await repo.unsaveJob(db, userId, jobId);
}

const CLOSED_JOB_MESSAGE = "This job is no longer accepting applications";

/** Records an application to an open job; a closed job refuses it (saving it stays allowed). */
export async function apply(db: Db, userId: number, jobId: number): Promise<void> {
  const state = await repo.jobState(db, jobId, userId);
  if (!state) throw new AppError("not_found", "Job not found");
  if (state.closed) throw new AppError("conflict", CLOSED_JOB_MESSAGE);
  await repo.recordApplication(db, userId, jobId);
}
