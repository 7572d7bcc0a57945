import { normalizeSearchQuery } from "@shared/domain/job-search-text";
import { canMatch, type MatchPerson, matchJob, STRONG_MATCH } from "@shared/domain/match";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import type { JobFilters } from "@shared/schemas/jobs";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { companies, jobs } from "../db/schema/jobs";
import { alertSentJobs, notificationSends, savedSearches } from "../db/schema/notifications";
import { userSettings, users } from "../db/schema/people";
import { filterConditions, isOpen } from "../modules/jobs/jobs.repository";
import type { Queue } from "../queue/queue";
import type { Scheduler } from "../queue/scheduler";
import { alertNotification, type Frequency, type NewJob, type Ranked, type Subject } from "./digest-mail";
import type { Notifier } from "./notifier";

/** The queue task that sends every digest and "new job matches" mail that is due. */
const DIGEST_TASK = "notifications.digests";
const HOUR_MS = 3_600_000;
/** The most new jobs one subject's run reads (the oldest first, by jobs_open_created_idx). */
const DIGEST_WINDOW = 300;
/** A job fits a person's profile (Job Alerts on their preferences) from this score. */
const PROFILE_MATCH = 50;
/**
 * How long a job sent to a person in an alert mail is kept from their other alert mails: a week
 * (the longest digest period) and a day, so no period that could hold it again is left open.
 */
const SENT_KEPT_DAYS = 8;

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
  /** Subjects that were due but had nothing new (or only jobs an earlier alert mail had). */
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

/** Moves a subject's "new since" mark past the jobs read (a settings row is made if none). */
async function moveMark(tx: Db, userId: number, subject: Subject, end: string): Promise<void> {
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
async function claim(tx: Db, userId: number, ranked: Ranked[]): Promise<Ranked[]> {
  const won = await tx
    .insert(alertSentJobs)
    .values(ranked.map(({ job }) => ({ userId, jobId: job.id })))
    .onConflictDoNothing()
    .returning({ jobId: alertSentJobs.jobId });
  const ids = new Set(won.map((row) => row.jobId));
  return ranked.filter(({ job }) => ids.has(job.id));
}

async function onceKeyTaken(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: notificationSends.key })
    .from(notificationSends)
    .where(eq(notificationSends.key, key))
    .limit(1);
  return row !== undefined;
}

/** Another instance recorded a subject's once-key after this one looked: its run for the person is undone. */
class RaceLost extends Error {}

/**
 * Job-alert digests and "New job matches" mails. A person's alerts due in a run (their saved
 * searches', then their Job Alerts digest, then their strong matches) are one transaction: each
 * reads what is new since its mark; then, in that order, each claims its jobs for the person in
 * `alert_sent_jobs` (a job another of their alert mails had, in this run or within a week and a day
 * before, is left out), records the notification under its once-key, queues the mail and moves its
 * mark. A mail names, beside a job, the person's other alerts that also matched it. A second
 * instance doing the same person waits on the claims' inserts and then finds the jobs taken, or
 * finds the once-key taken: it mails nothing. An alert with nothing new that passes its filters
 * (or only jobs already sent) still moves its mark past the jobs read, so the next run never reads
 * them again.
 */
export function createDigests(options: DigestOptions) {
  const { db, notifier, publicUrl } = options;

  async function read(tx: Db, person: Person, subject: Subject) {
    const search = subject.search;
    const filters: JobFilters | null = search
      ? {
          ...(search.filters as JobFilters),
          registeredSponsor: search.filters.registeredSponsor ?? false,
          q: normalizeSearchQuery(search.filters.q),
        }
      : null;
    const window = await readWindow(tx, subject.since, filters);
    const minimum = subject.kind === "profile" ? PROFILE_MATCH : STRONG_MATCH;
    const ranked = rank(person, window.jobs).filter(
      (r) => subject.kind === "search" || (r.score !== null && r.score >= minimum),
    );
    return { subject, end: window.end, ranked };
  }

  async function send(
    tx: Db,
    person: Person,
    { subject, end, ranked }: Awaited<ReturnType<typeof read>>,
    matchedBy: Map<number, Subject[]>,
  ): Promise<Outcome> {
    if (!end) return "nothing";
    if (ranked.length === 0) {
      await moveMark(tx, person.userId, subject, end);
      return "nothing";
    }
    // This period's mail went already: its jobs wait for the next one, the mark stays.
    if (await onceKeyTaken(tx, subject.key)) return "already";
    const fresh = await claim(tx, person.userId, ranked);
    if (fresh.length === 0) {
      await moveMark(tx, person.userId, subject, end);
      return "nothing";
    }
    // The profile digest and the strong-matches mail both rest on the profile: neither names the other.
    const also = (jobId: number) => [
      ...new Set((matchedBy.get(jobId) ?? []).map((s) => s.label).filter((label) => label !== subject.label)),
    ];
    const notification = alertNotification(subject, fresh, also, ranked.length - fresh.length, publicUrl);
    const result = await notifier.notify(person.userId, notification, { within: tx });
    if (!result.recorded) throw new RaceLost();
    await moveMark(tx, person.userId, subject, end);
    return "sent";
  }

  /** Every alert of one person due in this run, in one transaction (see above). */
  async function personAlerts(person: Person, subjects: Subject[]): Promise<Outcome[]> {
    try {
      return await db.transaction(async (tx) => {
        const found = [];
        for (const subject of subjects) found.push(await read(tx, person, subject));
        const matchedBy = new Map<number, Subject[]>();
        for (const { subject, ranked } of found) {
          for (const { job } of ranked) matchedBy.set(job.id, [...(matchedBy.get(job.id) ?? []), subject]);
        }
        const outcomes: Outcome[] = [];
        for (const one of found) outcomes.push(await send(tx, person, one, matchedBy));
        return outcomes;
      });
    } catch (error) {
      if (error instanceof RaceLost) return subjects.map((): Outcome => "already");
      throw error;
    }
  }

  /** Sends every digest and match mail due at `now` (or all of them with dueNow). */
  async function run(runOptions: DigestRunOptions = {}): Promise<DigestSummary> {
    const at = runOptions.now ?? new Date();
    const summary: DigestSummary = { sent: 0, nothingNew: 0, alreadySent: 0 };
    const due = (frequency: Frequency, person: Person) =>
      runOptions.dueNow === true || isDue(frequency, person, at);

    await db
      .delete(alertSentJobs)
      .where(sql`${alertSentJobs.sentAt} < now() - make_interval(days => ${SENT_KEPT_DAYS})`);

    const dueAlerts = new Map<number, { person: Person; subjects: Subject[] }>();
    const add = (person: Person, subject: Subject) => {
      const entry = dueAlerts.get(person.userId) ?? { person, subjects: [] };
      entry.subjects.push(subject);
      dueAlerts.set(person.userId, entry);
    };

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
      add(person, {
        kind: "search",
        key: `digest:search:${row.id}:${digestPeriod(alerts, person.timeZone, at)}`,
        since: row.since,
        label: `“${row.name}”`,
        search: { id: row.id, name: row.name, filters: row.filters, alerts },
        frequency: alerts,
      });
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
          add(person, {
            kind: "profile",
            key: `digest:profile:${person.userId}:${digestPeriod(frequency, person.timeZone, at)}`,
            since: row.profileSince,
            label: "your profile",
            frequency,
          });
        }
      }
      if (row.newJobMatches) {
        add(person, {
          kind: "matches",
          key: `matches:${person.userId}:${hour}`,
          since: row.matchesSince,
          label: "your profile",
          frequency: null,
        });
      }
    }

    for (const { person, subjects } of [...dueAlerts.values()].sort(
      (a, b) => a.person.userId - b.person.userId,
    )) {
      for (const outcome of await personAlerts(person, subjects)) {
        if (outcome === "sent") summary.sent += 1;
        else if (outcome === "nothing") summary.nothingNew += 1;
        else summary.alreadySent += 1;
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
