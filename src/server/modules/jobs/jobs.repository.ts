import type { VisaStatus } from "@shared/domain/job-limits";
import { isShortSearchTerm } from "@shared/domain/job-search-text";
import type { CityLocation } from "@shared/schemas/countries";
import type { JobFilters } from "@shared/schemas/jobs";
import { and, count, desc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { builtStatement, type Planning } from "../../db/built-statements";
import { applications, companies, jobs, savedJobs } from "../../db/schema/jobs";
import { countries } from "../../db/schema/places";
import type { Db } from "../../db/types";
import { findCityLocations } from "../countries/city-locations.repository";
import { commonPieces } from "./common-pieces";

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern that finds the term anywhere. */
function likeAnywhere(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * Newest first, ties by id. Spelled exactly like the indexes (DESC NULLS LAST): a plain DESC means
 * NULLS FIRST in PostgreSQL, which the indexes cannot serve, and the search would sort every match.
 */
const NEWEST_FIRST = [sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** A person's id, or the placeholder a prepared statement takes it by; null for a visitor. */
type UserRef = number | Placeholder | null;

/** The job row with everything the Job shape shows; `saved`/`applied` are the given person's only. */
function jobSelection(userId: UserRef) {
  const saved = userId
    ? sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.userId} = ${userId} and ${savedJobs.jobId} = ${jobs.id})`
    : sql<boolean>`false`;
  const applied = userId
    ? sql<boolean>`exists (select 1 from ${applications} where ${applications.userId} = ${userId} and ${applications.jobId} = ${jobs.id})`
    : sql<boolean>`false`;
  return {
    id: jobs.id,
    title: jobs.title,
    location: jobs.location,
    employmentType: jobs.employmentType,
    workType: jobs.workType,
    visaSponsorship: jobs.visaSponsorship,
    visaStatus: jobs.visaStatus,
    visaEvidence: jobs.visaEvidence,
    salaryText: jobs.salaryText,
    salaryMin: jobs.salaryMin,
    salaryMax: jobs.salaryMax,
    salaryCurrency: jobs.salaryCurrency,
    salaryPeriod: jobs.salaryPeriod,
    payMin: jobs.payMin,
    payMax: jobs.payMax,
    postedAt: jobs.postedAt,
    skills: jobs.skills,
    description: jobs.description,
    applyUrl: jobs.applyUrl,
    source: jobs.source,
    validThrough: jobs.validThrough,
    closedAt: jobs.closedAt,
    closedReason: jobs.closedReason,
    isDemo: jobs.isDemo,
    countryId: jobs.countryId,
    sponsorRecord: companies.sponsorRecord,
    company: {
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      description: companies.description,
      website: companies.website,
      isDemo: companies.isDemo,
      verified: companies.verified,
      listed: companies.listed,
    },
    country: {
      id: countries.id,
      code: countries.code,
      name: countries.name,
      image: countries.image,
      colors: countries.colors,
    },
    cityId: jobs.cityId,
    saved: sql<boolean>`${saved}`.mapWith(Boolean),
    applied: sql<boolean>`${applied}`.mapWith(Boolean),
  };
}

export function selectJobs(db: Db, userId: UserRef) {
  return db
    .select(jobSelection(userId))
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(countries, eq(countries.id, jobs.countryId));
}

/** A job's row as selectJobs reads it: its city by id alone. */
export type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>["execute"]>>[number];
/** A job's row with its city, as the Job shape shows it. */
export type JobRecord = JobRow & { city: CityLocation | null };

/**
 * The rows with each job's city, from the kept cities (city-locations.repository.ts) rather than a
 * join: the same few cities, each with the citation of every figure, would otherwise be read and
 * parsed once per job.
 */
export async function withCities(db: Db, rows: JobRow[]): Promise<JobRecord[]> {
  const found = await findCityLocations(
    db,
    rows.map((row) => row.cityId),
  );
  return rows.map((row) =>
    Object.assign(row, { city: row.cityId === null ? null : (found.get(row.cityId) ?? null) }),
  );
}

/**
 * Search, counts and recommendations see open jobs only; the search indexes cover just those. A
 * job private to one person (pasted link or text) is stored closed, so this leaves it out too.
 */
export const isOpen = sql`${jobs.closedAt} is null`;

/** Jobs the person (or a visitor, null) may open: every job but those private to someone else. */
function visibleTo(userId: UserRef): SQL {
  return userId === null
    ? sql`${jobs.ownerId} is null`
    : sql`(${jobs.ownerId} is null or ${jobs.ownerId} = ${userId})`;
}

/** The values a search's statements take, by the name of the placeholder each fills. */
interface SearchValues {
  /** The term as a LIKE pattern, matched anywhere. */
  like: string;
  /** The term itself, for the short-piece condition. */
  term: string;
  country: number | null;
  employmentType: string | null;
  workType: string | null;
  userId: number | null;
  limit: number;
  offset: number;
}

/** Where a condition's value comes from: the value itself, or the placeholder of a prepared statement. */
type Bind = (name: keyof SearchValues, value: unknown) => unknown;
const byValue: Bind = (_name, value) => value;
const byPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * Whether a search for `q` adds the short-piece condition. A 1–2 character term has no trigram:
 * the short-gram index finds its jobs instead (they are exactly the rows whose pieces hold it), so
 * a rare one is not looked for row by row. A common one is read newest first and stops early;
 * there its pieces condition would only cost time.
 */
function usesPieces(q: string, commonPieces: ReadonlySet<string>): boolean {
  return q !== "" && isShortSearchTerm(q) && !commonPieces.has(q);
}

/** The matching rules as one WHERE clause over open jobs, each value given by `bind`. */
function conditionsOf(filters: JobFilters, pieces: boolean, bind: Bind): SQL | undefined {
  const conditions: SQL[] = [isOpen];
  if (filters.q) {
    if (pieces)
      conditions.push(
        sql`(string_to_array(${jobs.searchGrams}, ' ') collate "C") @> array[${bind("term", filters.q)}]::text[]`,
      );
    conditions.push(sql`${jobs.searchText} like ${bind("like", likeAnywhere(filters.q))}`);
  }
  if (filters.country !== null) conditions.push(sql`${jobs.countryId} = ${bind("country", filters.country)}`);
  if (filters.employmentType !== null)
    conditions.push(sql`${jobs.employmentType} = ${bind("employmentType", filters.employmentType)}`);
  if (filters.workType !== null)
    conditions.push(sql`${jobs.workType} = ${bind("workType", filters.workType)}`);
  if (filters.visa) conditions.push(eq(jobs.visaSponsorship, true));
  if (filters.registeredSponsor) conditions.push(eq(jobs.registeredSponsor, true));
  return and(...conditions);
}

/**
 * The specification's matching rules as one WHERE clause over open jobs; `q` is already
 * normalised (lower case). `commonPieces` (see common-pieces.ts) are short terms searched by the
 * `LIKE` alone.
 */
export function filterConditions(
  filters: JobFilters,
  commonPieces: ReadonlySet<string> = new Set(),
): SQL | undefined {
  return conditionsOf(filters, usesPieces(filters.q, commonPieces), byValue);
}

/** Whether this search adds the short-piece condition, by the database's common short pieces. */
async function searchUsesPieces(db: Db, filters: JobFilters): Promise<boolean> {
  const short = filters.q !== "" && isShortSearchTerm(filters.q);
  return short && usesPieces(filters.q, await commonPieces(db));
}

/** filterConditions for a search, with the database's common short pieces when the term is short. */
async function searchConditions(db: Db, filters: JobFilters): Promise<SQL | undefined> {
  return conditionsOf(filters, await searchUsesPieces(db, filters), byValue);
}

/**
 * A search's statements depend on which filters it has, not on their values: each kind is built
 * once per shape (at most 96 of them) and database, then run with the search's values.
 */
function searchShape(filters: JobFilters, pieces: boolean, userId: number | null): string {
  return [
    filters.q ? (pieces ? "pieces" : "like") : "",
    filters.country !== null ? "country" : "",
    filters.employmentType !== null ? "employmentType" : "",
    filters.workType !== null ? "workType" : "",
    filters.visa ? "visa" : "",
    filters.registeredSponsor ? "sponsor" : "",
    userId !== null ? "person" : "",
  ].join(",");
}

/**
 * Whether the best plan of a search's statements can depend on its values. A term can: a rare one
 * is found by the trigram or short-gram index, a common one by reading the newest jobs. So can two
 * filters together (a small country's remote jobs are found by the country's index, a large one's
 * perhaps by the work type's). One filter alone, or none, has one index that serves every value.
 */
function searchPlanning(filters: JobFilters): Planning {
  const narrowing = [
    filters.country !== null,
    filters.employmentType !== null,
    filters.workType !== null,
    filters.visa,
    filters.registeredSponsor,
  ].filter(Boolean).length;
  return filters.q === "" && narrowing <= 1 ? "reused" : "per run";
}

function searchValues(filters: JobFilters, page: { limit: number; offset: number }, userId: number | null) {
  return {
    like: likeAnywhere(filters.q),
    term: filters.q,
    country: filters.country,
    employmentType: filters.employmentType,
    workType: filters.workType,
    userId,
    ...page,
  } satisfies SearchValues;
}

export async function searchJobs(
  db: Db,
  filters: JobFilters,
  page: { limit: number; offset: number },
  userId: number | null,
): Promise<JobRecord[]> {
  const pieces = await searchUsesPieces(db, filters);
  const statement = builtStatement<JobRow[]>(
    db,
    `jobs page:${searchShape(filters, pieces, userId)}`,
    searchPlanning(filters),
    (name) => {
      // Pick the page's ids on the jobs table alone (served by its indexes), then join the few rows:
      // joining first makes the planner join and sort every match before it can cut the page.
      const pageIds = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(conditionsOf(filters, pieces, byPlaceholder))
        .orderBy(...NEWEST_FIRST)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .as("page_ids");
      return selectJobs(db, userId === null ? null : sql.placeholder("userId"))
        .innerJoin(pageIds, eq(pageIds.id, jobs.id))
        .orderBy(...NEWEST_FIRST)
        .prepare(name);
    },
  );
  return withCities(db, await statement.execute(searchValues(filters, page, userId)));
}

/** What the match rule reads of a job, without the description or joins: cheap to read by the hundred. */
export interface MatchCandidateRow {
  id: number;
  title: string;
  skills: string[];
  location: string;
  workType: string;
  visaStatus: VisaStatus;
}

/**
 * The newest `limit` open jobs the filters match, with only what the match rule reads: the window
 * "Best match" and recommendations rank (newest first, on the same indexes as the search).
 * `notAppliedBy` leaves out the jobs that person already applied to.
 */
export async function matchCandidates(
  db: Db,
  filters: JobFilters,
  limit: number,
  notAppliedBy: number | null = null,
): Promise<MatchCandidateRow[]> {
  const notApplied =
    notAppliedBy === null
      ? undefined
      : sql`not exists (select 1 from ${applications} where ${applications.userId} = ${notAppliedBy} and ${applications.jobId} = ${jobs.id})`;
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      skills: jobs.skills,
      location: jobs.location,
      workType: jobs.workType,
      visaStatus: jobs.visaStatus,
    })
    .from(jobs)
    .where(and(await searchConditions(db, filters), notApplied))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** The given jobs in full, in no particular order; unknown ids are left out. */
export async function findJobs(db: Db, ids: readonly number[], userId: number | null): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  return withCities(
    db,
    await selectJobs(db, userId).where(and(inArray(jobs.id, [...ids]), visibleTo(userId))),
  );
}

/**
 * How many jobs match, counted up to `cap`: counting stops at the cap, so a broad search on a very
 * large table costs no more than reading `cap` matches.
 *
 * The order is not needed for a count, but it keeps the count on the same indexes as the page:
 * unordered, the planner reads the table sequentially until it has `cap` rows, which is cheap when
 * matches are common and reads the whole table when they are rarer than it estimated.
 */
export async function countJobs(db: Db, filters: JobFilters, cap: number): Promise<number> {
  const pieces = await searchUsesPieces(db, filters);
  const statement = builtStatement<{ total: number }[]>(
    db,
    `jobs count:${searchShape(filters, pieces, null)}`,
    searchPlanning(filters),
    (name) => {
      const matching = db
        .select({ one: sql`1` })
        .from(jobs)
        .where(conditionsOf(filters, pieces, byPlaceholder))
        .orderBy(...NEWEST_FIRST)
        .limit(sql.placeholder("limit"))
        .as("matching");
      return db.select({ total: count() }).from(matching).prepare(name);
    },
  );
  const [row] = await statement.execute(searchValues(filters, { limit: cap, offset: 0 }, null));
  return row?.total ?? 0;
}

export async function findJob(db: Db, id: number, userId: number | null): Promise<JobRecord | undefined> {
  const person = userId !== null;
  const statement = builtStatement<JobRow[]>(db, `job:${person ? "person" : ""}`, "reused", (name) =>
    selectJobs(db, person ? sql.placeholder("userId") : null)
      .where(and(eq(jobs.id, sql.placeholder("id")), visibleTo(person ? sql.placeholder("userId") : null)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await withCities(db, await statement.execute({ id, userId }));
  return row;
}

/** A company's open jobs, newest first (the company page). */
export async function listOpenCompanyJobs(
  db: Db,
  companyId: number,
  limit: number,
  userId: number | null,
): Promise<JobRecord[]> {
  return withCities(
    db,
    await selectJobs(db, userId)
      .where(and(eq(jobs.companyId, companyId), isOpen))
      .orderBy(...NEWEST_FIRST)
      .limit(limit),
  );
}

export async function jobExists(db: Db, id: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), visibleTo(userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the job exists for the person and, if so, whether it has closed; null for no such job.
 * Their own private job is open to them.
 */
export async function jobState(db: Db, id: number, userId: number): Promise<{ closed: boolean } | null> {
  const [row] = await db
    .select({ closedAt: jobs.closedAt, closedReason: jobs.closedReason })
    .from(jobs)
    .where(and(eq(jobs.id, id), visibleTo(userId)))
    .limit(1);
  return row ? { closed: row.closedAt !== null && row.closedReason !== "private" } : null;
}

export async function countryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

export async function listSavedJobs(
  db: Db,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<JobRecord[]> {
  return withCities(
    db,
    await selectJobs(db, userId)
      .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, userId)))
      .orderBy(desc(savedJobs.createdAt), desc(jobs.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function saveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export async function recordApplication(db: Db, userId: number, jobId: number): Promise<void> {
  await db.insert(applications).values({ userId, jobId }).onConflictDoNothing();
}
