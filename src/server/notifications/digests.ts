import { normalizeSearchQuery } from "@shared/domain/job-search-text";
import { canMatch, type MatchPerson, matchJob, STRONG_MATCH } from "@shared/domain/match";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import type { JobFilters } from "@shared/schemas/jobs";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { companies, jobs } from "../db/schema/jobs";
import { type SavedSearchFilters, savedSearches } from "../db/schema/notifications";
import { userSettings, users } from "../db/schema/people";
import { filterConditions, isOpen } from "../modules/jobs/jobs.repository";
import type { Queue } from "../queue/queue";
import type { Scheduler } from "../queue/scheduler";
import type { Notification, Notifier } from "./notifier";

/** The queue task that sends every digest and "new job matches" mail that is due. */
const DIGEST_TASK = "notifications.digests";
const HOUR_MS = 3_600_000;
/** The most new jobs one subject's run reads (the oldest first, by jobs_open_created_idx). */
const DIGEST_WINDOW = 300;
/** The most jobs a mail lists; the rest are "and N more", linking to the search. */
const DIGEST_LISTED = 10;
/** A job fits a person's profile (Job Alerts on their preferences) from this score. */
const PROFILE_MATCH = 50;

export type Frequency = "Daily" | "Weekly";

interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  hour: number;
  /** 1 (Monday) to 7 (Sunday). */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock date, hour and weekday at `at` in an IANA zone (UTC when the name is unknown). */
function localTime(at: Date, timeZone: string): LocalTime {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
  } catch {
    return localTime(at, "UTC");
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS[parts.weekday ?? ""] ?? 1,
  };
}

/** ISO 8601 week of a calendar date: '2026-W48' (weeks start on Monday; week 1 holds a Thursday). */
function isoWeek(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether a digest is due at `at`: the alert hour in the person's zone, and a Monday for Weekly. */
export function isDue(
  frequency: Frequency,
  where: { timeZone: string; alertHour: number },
  at: Date,
): boolean {
  const local = localTime(at, where.timeZone);
  return local.hour === where.alertHour && (frequency === "Daily" || local.weekday === 1);
}

/** The period a digest covers, in the person's zone: their date for Daily, their ISO week for Weekly. */
export function digestPeriod(frequency: Frequency, timeZone: string, at: Date): string {
  const { date } = localTime(at, timeZone);
  return frequency === "Daily" ? date : isoWeek(date);
}

/** The /jobs URL of a search (its filters as the page's parameters). */
function searchPath(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.country !== null) params.set("country", String(filters.country));
  if (filters.employmentType) params.set("employmentType", filters.employmentType);
  if (filters.workType) params.set("workType", filters.workType);
  if (filters.visa) params.set("visa", "1");
  if (filters.registeredSponsor) params.set("registeredSponsor", "1");
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}

interface NewJob {
  id: number;
  title: string;
  company: string;
  location: string;
  workType: string;
  employmentType: string;
  skills: string[];
  visaStatus: string;
}

interface Window {
  /** The newest `created_at` read (as PostgreSQL wrote it, to the microsecond), or null: nothing new. */
  end: string | null;
  jobs: NewJob[];
}

/**
 * The open jobs that came in after `since` (a timestamp as PostgreSQL spells it), at most
 * DIGEST_WINDOW of them, oldest first (the partial index on (created_at, id) serves it), then
 * those of them that pass `filters` (the same rules as GET /api/jobs).
 */
async function readWindow(db: Db, since: string, filters: JobFilters | null): Promise<Window> {
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

interface Ranked {
  job: NewJob;
  score: number | null;
}

/** Best match first (matchJob); jobs the person cannot be scored on keep the newest first. */
function rank(person: MatchPerson, found: NewJob[]): Ranked[] {
  const ranked = found.map((job) => ({
    job,
    score:
      matchJob(person, {
        title: job.title,
        skills: job.skills,
        location: job.location,
        workType: job.workType,
        visaStatus: job.visaStatus === "yes" || job.visaStatus === "no" ? job.visaStatus : "unknown",
      })?.score ?? null,
  }));
  return ranked.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || b.job.id - a.job.id);
}

function jobsPhrase(count: number): string {
  return count === 1 ? "1 new job" : `${count} new jobs`;
}

/** The mail's list: the first DIGEST_LISTED jobs, with "and N more" leading to all of them. */
function listed(publicUrl: string, ranked: Ranked[], allPath: string) {
  const items = ranked.slice(0, DIGEST_LISTED).map(({ job, score }) => ({
    title: `${job.title} at ${job.company}`,
    detail: [job.location, job.workType, job.employmentType, score === null ? null : `${score}% match`]
      .filter(Boolean)
      .join(" · "),
    url: `${publicUrl}/jobs/${job.id}`,
  }));
  const rest = ranked.length - items.length;
  return {
    items,
    ...(rest > 0 ? { more: { label: `and ${rest} more`, url: `${publicUrl}${allPath}` } } : {}),
  };
}

export interface DigestOptions {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
  log?: FastifyBaseLogger | undefined;
}

export interface DigestRunOptions {
  now?: Date;
  /** Every digest now, whatever the hour (operators, tests); still at most once per period. */
  dueNow?: boolean;
}

export interface DigestSummary {
  /** Digests and match mails recorded (and mailed where settings allow). */
  sent: number;
  /** Subjects that were due but had nothing new. */
  nothingNew: number;
  /** Due, but this period's was sent already (another instance, or an earlier run). */
  alreadySent: number;
}

type Outcome = "sent" | "nothing" | "already";

interface Person extends MatchPerson {
  userId: number;
  timeZone: string;
  alertHour: number;
}

/** A person's settings with the defaults for one who never saved any. */
function personOf(row: {
  userId: number;
  skills: string[];
  preferredJobTitle: string | null;
  preferredLocation: string | null;
  visaSponsorshipRequired: boolean | null;
  timeZone: string | null;
  alertHour: number | null;
}): Person {
  return {
    userId: row.userId,
    skills: row.skills,
    preferredJobTitle: row.preferredJobTitle ?? DEFAULT_SETTINGS.preferredJobTitle,
    preferredLocation: row.preferredLocation ?? DEFAULT_SETTINGS.preferredLocation,
    visaSponsorshipRequired: row.visaSponsorshipRequired ?? DEFAULT_SETTINGS.visaSponsorshipRequired,
    timeZone: row.timeZone ?? DEFAULT_SETTINGS.timeZone,
    alertHour: row.alertHour ?? DEFAULT_SETTINGS.alertHour,
  };
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

/** Moves a person's "new since" mark for profile digests or match mails (a settings row is made if none). */
async function advancePerson(
  tx: Db,
  userId: number,
  column: "profileDigestAt" | "matchesCheckedAt",
  end: string,
): Promise<void> {
  const at = sql`${end}::timestamptz`;
  await tx
    .insert(userSettings)
    .values({ userId, [column]: at })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [column]: at } });
}

/**
 * Job-alert digests and "New job matches" mails. Each subject (a saved search, a person's Job
 * Alerts, a person's matches) is one transaction: read what is new since its mark, and, when there
 * is something, record the notification under its once-key, queue the mail and move the mark, all
 * committed together. A second instance (or a retried task) doing the same subject at the same
 * time waits on the once-key's insert and then finds it taken: it records, mails and moves nothing.
 * Nothing new that passes the filters still moves the mark past the jobs read, so the next run
 * never reads them again.
 */
export function createDigests(options: DigestOptions) {
  const { db, notifier, publicUrl } = options;

  async function searchDigest(
    search: {
      id: number;
      name: string;
      filters: SavedSearchFilters;
      alerts: Frequency;
      since: string;
    },
    person: Person,
    at: Date,
  ): Promise<Outcome> {
    return db.transaction(async (tx) => {
      const filters: JobFilters = {
        ...(search.filters as JobFilters),
        registeredSponsor: search.filters.registeredSponsor ?? false,
        q: normalizeSearchQuery(search.filters.q),
      };
      const window = await readWindow(tx, search.since, filters);
      if (!window.end) return "nothing";
      const moveMark = () =>
        tx
          .update(savedSearches)
          .set({ lastDigestAt: sql`${window.end}::timestamptz` })
          .where(eq(savedSearches.id, search.id));
      if (window.jobs.length === 0) {
        await moveMark();
        return "nothing";
      }
      const ranked = rank(person, window.jobs);
      const path = searchPath(search.filters);
      const title = `${jobsPhrase(ranked.length)} for “${search.name}”`;
      const notification: Notification = {
        kind: "job-alert",
        title,
        link: path,
        onceKey: `digest:search:${search.id}:${digestPeriod(search.alerts, person.timeZone, at)}`,
        mail: {
          subject: title,
          heading: title,
          paragraphs: [`These jobs came in since your last alert for “${search.name}”, best match first.`],
          ...listed(publicUrl, ranked, path),
          action: { label: "See the search", url: `${publicUrl}${path}` },
          reason: `You get this because your saved search “${search.name}” sends ${search.alerts.toLowerCase()} job alerts.`,
          follows: { savedSearchId: search.id },
        },
      };
      const result = await notifier.notify(person.userId, notification, { within: tx });
      if (!result.recorded) return "already";
      await moveMark();
      return "sent";
    });
  }

  async function personDigest(
    person: Person,
    kind: "profile" | "matches",
    since: string,
    key: string,
    frequency: Frequency | null,
  ): Promise<Outcome> {
    return db.transaction(async (tx) => {
      const window = await readWindow(tx, since, null);
      if (!window.end) return "nothing";
      const end = window.end;
      const column = kind === "profile" ? "profileDigestAt" : "matchesCheckedAt";
      const minimum = kind === "profile" ? PROFILE_MATCH : STRONG_MATCH;
      const ranked = rank(person, window.jobs).filter((r) => r.score !== null && r.score >= minimum);
      if (ranked.length === 0) {
        await advancePerson(tx, person.userId, column, end);
        return "nothing";
      }
      const title =
        kind === "profile"
          ? `${jobsPhrase(ranked.length)} that ${ranked.length === 1 ? "fits" : "fit"} your profile`
          : ranked.length === 1
            ? "1 new strong match"
            : `${ranked.length} new strong matches`;
      const path = "/jobs";
      const notification: Notification = {
        kind: kind === "profile" ? "job-alert" : "job-matches",
        title,
        link: path,
        onceKey: key,
        mail: {
          subject: title,
          heading: title,
          paragraphs: [
            kind === "profile"
              ? "These jobs came in since your last job alert and fit your skills and preferences, best match first."
              : `These jobs just came in and match your profile at ${STRONG_MATCH}% or more, best match first.`,
          ],
          ...listed(publicUrl, ranked, path),
          action: { label: "See jobs", url: `${publicUrl}${path}` },
          reason:
            kind === "profile"
              ? `You get this because Job Alerts is set to ${frequency ?? "Daily"} in your settings.`
              : "You get this because New Job Matches is on in your settings.",
          follows: { setting: kind === "profile" ? "jobAlerts" : "newJobMatches" },
        },
      };
      const result = await notifier.notify(person.userId, notification, { within: tx });
      if (!result.recorded) return "already";
      await advancePerson(tx, person.userId, column, end);
      return "sent";
    });
  }

  /** Sends every digest and match mail due at `now` (or all of them with dueNow). */
  async function run(runOptions: DigestRunOptions = {}): Promise<DigestSummary> {
    const at = runOptions.now ?? new Date();
    const summary: DigestSummary = { sent: 0, nothingNew: 0, alreadySent: 0 };
    const count = (outcome: Outcome) => {
      if (outcome === "sent") summary.sent += 1;
      else if (outcome === "nothing") summary.nothingNew += 1;
      else summary.alreadySent += 1;
    };
    const due = (frequency: Frequency, person: Person) =>
      runOptions.dueNow === true || isDue(frequency, person, at);

    const searches = await db
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
    for (const row of searches) {
      const person = personOf(row);
      const alerts = row.alerts as Frequency;
      if (!due(alerts, person)) continue;
      count(await searchDigest({ ...row, alerts }, person, at));
    }

    const people = await db
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
    const hour = at.toISOString().slice(0, 13);
    for (const row of people) {
      const person = personOf(row);
      // matchJob scores nobody who has filled in no skills, title or location.
      if (!canMatch(person)) continue;
      if (row.jobAlerts === "Daily" || row.jobAlerts === "Weekly") {
        const frequency = row.jobAlerts;
        if (due(frequency, person)) {
          const key = `digest:profile:${person.userId}:${digestPeriod(frequency, person.timeZone, at)}`;
          count(await personDigest(person, "profile", row.profileSince, key, frequency));
        }
      }
      if (row.newJobMatches) {
        const key = `matches:${person.userId}:${hour}`;
        count(await personDigest(person, "matches", row.matchesSince, key, null));
      }
    }
    return summary;
  }

  return { run };
}

export type Digests = ReturnType<typeof createDigests>;

/** Registers the hourly run (once per hour across instances) and its task's handler. */
export function registerDigestJobs(options: DigestOptions & { queue: Queue; scheduler: Scheduler }): Digests {
  const digests = createDigests(options);
  options.queue.handle(DIGEST_TASK, async () => {
    const summary = await digests.run();
    options.log?.info(summary, "job-alert digests and match mails run");
  });
  options.scheduler.schedule("notifications.digests", { intervalMs: HOUR_MS }, DIGEST_TASK, {});
  return digests;
}
