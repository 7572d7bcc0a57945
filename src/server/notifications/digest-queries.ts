import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import type { JobFilters } from "@shared/schemas/jobs";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { companies, jobs } from "../db/schema/jobs";
import { alertSentJobs, notificationSends, savedSearches } from "../db/schema/notifications";
import { userSettings, users } from "../db/schema/people";
import type { Db } from "../db/types";
import { filterConditions, isOpen } from "../modules/jobs/jobs.repository";
import type { NewJob, Ranked, Subject } from "./digest-mail";

// The SQL of the digests: the alerts that may be due, the new jobs since a mark, and the records
// that keep a job or a period's mail from going twice.

/** The most new jobs one subject's run reads (the oldest first, by jobs_open_created_idx). */
const DIGEST_WINDOW = 300;
/**
 * How long a job sent to a person in an alert mail is kept from their other alert mails: a week
 * (the longest digest period) and a day, so no period that could hold it again is left open.
 */
const SENT_KEPT_DAYS = 8;

export interface Window {
  /** The newest `created_at` read (as PostgreSQL wrote it, to the microsecond), or null: nothing new. */
  end: string | null;
  jobs: NewJob[];
}

/**
 * The open jobs that came in after `since` (a timestamp as PostgreSQL spells it), at most
 * DIGEST_WINDOW of them, oldest first (the partial index on (created_at, id) serves it), then
 * those of them that pass `filters` (the same rules as GET /api/jobs).
 */
export async function readWindow(db: Db, since: string, filters: JobFilters | null): Promise<Window> {
  const window = await db
    .select({ id: jobs.id, createdAt: sql<string>`${jobs.createdAt}::text` })
    .from(jobs)
    .where(and(isOpen, sql`${jobs.createdAt} > ${since}::timestamptz`))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(DIGEST_WINDOW);
  const last = window.at(-1);
  if (!last) return { end: null, jobs: [] };
  const ids = window.map((w) => w.id);
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: companies.name,
      location: jobs.location,
      workType: jobs.workType,
      employmentType: jobs.employmentType,
      skills: jobs.skills,
      visaStatus: jobs.visaStatus,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(jobs.id, ids), filters ? filterConditions(filters) : isOpen));
  return { end: last.createdAt, jobs: rows };
}

const personColumns = {
  userId: users.id,
  skills: users.skills,
  preferredJobTitle: userSettings.preferredJobTitle,
  preferredLocation: userSettings.preferredLocation,
  visaSponsorshipRequired: userSettings.visaSponsorshipRequired,
  timeZone: userSettings.timeZone,
  alertHour: userSettings.alertHour,
};

/** Saved searches with alerts, their owner's settings beside each, in id order. */
export function alertingSearches(db: Db) {
  return db
    .select({
      ...personColumns,
      id: savedSearches.id,
      name: savedSearches.name,
      filters: savedSearches.filters,
      alerts: savedSearches.alerts,
      since: sql<string>`${savedSearches.lastDigestAt}::text`,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(ne(savedSearches.alerts, "Never"))
    .orderBy(asc(savedSearches.id));
}

/** Every person with their Job Alerts and New Job Matches settings and marks, in id order. */
export function peopleWithAlertSettings(db: Db) {
  return db
    .select({
      ...personColumns,
      jobAlerts: sql<string>`coalesce(${userSettings.jobAlerts}, ${DEFAULT_SETTINGS.jobAlerts})`,
      newJobMatches: sql<boolean>`coalesce(${userSettings.newJobMatches}, ${DEFAULT_SETTINGS.newJobMatches})`,
      profileSince: sql<string>`coalesce(${userSettings.profileDigestAt}, ${users.createdAt})::text`,
      matchesSince: sql<string>`coalesce(${userSettings.matchesCheckedAt}, ${users.createdAt})::text`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .orderBy(asc(users.id));
}

/** Forgets the jobs sent in alert mails longer ago than any period that could hold them again. */
export async function forgetOldSentJobs(db: Db): Promise<void> {
  await db
    .delete(alertSentJobs)
    .where(sql`${alertSentJobs.sentAt} < now() - make_interval(days => ${SENT_KEPT_DAYS})`);
}

/** Moves a subject's "new since" mark past the jobs read (a settings row is made if none). */
export async function moveMark(tx: Db, userId: number, subject: Subject, end: string): Promise<void> {
  const at = sql`${end}::timestamptz`;
  if (subject.search) {
    await tx.update(savedSearches).set({ lastDigestAt: at }).where(eq(savedSearches.id, subject.search.id));
    return;
  }
  const column = subject.kind === "profile" ? "profileDigestAt" : "matchesCheckedAt";
  await tx
    .insert(userSettings)
    .values({ userId, [column]: at })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: at } });
}

/**
 * Records that these jobs are sent to the person and answers those that were not already: a job
 * another of their alert mails had (or another alert of this run claimed first) is left out.
 */
export async function claim(tx: Db, userId: number, ranked: Ranked[]): Promise<Ranked[]> {
  const won = await tx
    .insert(alertSentJobs)
    .values(ranked.map(({ job }) => ({ userId, jobId: job.id })))
    .onConflictDoNothing()
    .returning({ jobId: alertSentJobs.jobId });
  const ids = new Set(won.map((row) => row.jobId));
  return ranked.filter(({ job }) => ids.has(job.id));
}

export async function onceKeyTaken(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: notificationSends.key })
    .from(notificationSends)
    .where(eq(notificationSends.key, key))
    .limit(1);
  return row !== undefined;
}
