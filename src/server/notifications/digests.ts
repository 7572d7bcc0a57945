import { normalizeSearchQuery } from "@shared/domain/job-search-text";
import { canMatch, STRONG_MATCH } from "@shared/domain/match";
import type { JobFilters } from "@shared/schemas/jobs";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/types";
import { alertNotification, type Frequency, type Subject } from "./digest-mail";
import {
  alertingSearches,
  claim,
  forgetOldSentJobs,
  moveMark,
  onceKeyTaken,
  peopleWithAlertSettings,
  readWindow,
} from "./digest-queries";
import { type Person, personOf, rank } from "./digest-ranking";
import { digestPeriod, isDue } from "./digest-schedule";
import type { Notifier } from "./notifier";

/** The hourly task that sends every digest and "new job matches" mail that is due. */
export const DIGEST_TASK = "notifications.digests";
/** A job fits a person's profile (Job Alerts on their preferences) from this score. */
const PROFILE_MATCH = 50;

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

    await forgetOldSentJobs(db);

    const dueAlerts = new Map<number, { person: Person; subjects: Subject[] }>();
    const add = (person: Person, subject: Subject) => {
      const entry = dueAlerts.get(person.userId) ?? { person, subjects: [] };
      entry.subjects.push(subject);
      dueAlerts.set(person.userId, entry);
    };

    const searches = await alertingSearches(db);
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

    const people = await peopleWithAlertSettings(db);
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
