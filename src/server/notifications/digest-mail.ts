import { jobSearchPath } from "@shared/domain/job-search-url";
import { STRONG_MATCH } from "@shared/domain/match";
import type { SavedSearchFilters } from "../db/schema/notifications";
import type { Notification } from "./notifier";

/** The most jobs a mail lists; the rest are "and N more", linking to the search. */
const DIGEST_LISTED = 10;

export type Frequency = "Daily" | "Weekly";

/** A new job as a digest reads it: what the match rule and the mail need. */
export interface NewJob {
  id: number;
  title: string;
  company: string;
  location: string;
  workType: string;
  employmentType: string;
  skills: string[];
  visaStatus: string;
}

export interface Ranked {
  job: NewJob;
  score: number | null;
}

/**
 * What a person's due job alert is about: a saved search's digest, their Job Alerts digest (their
 * profile), or their "new strong matches" mail.
 */
export interface Subject {
  kind: "search" | "profile" | "matches";
  /** The once-key of this period's mail ('digest:search:12:2026-11-25'). */
  key: string;
  /** The "new since" mark, a timestamp as PostgreSQL spells it. */
  since: string;
  /** How another alert's mail names it: “Remote React”, or your profile. */
  label: string;
  search?: { id: number; name: string; filters: SavedSearchFilters; alerts: Frequency };
  /** Job Alerts' frequency, for the profile digest's footer. */
  frequency: Frequency | null;
}

function jobsPhrase(count: number): string {
  return count === 1 ? "1 new job" : `${count} new jobs`;
}

/** “A”, “A” and your profile, “A”, “B” and “C”. */
function listOf(labels: string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Which of the person's other alerts also matched a job: its mail names them beside it. */
export type AlsoMatched = (jobId: number) => string[];

/** The mail's list: the first DIGEST_LISTED jobs, with "and N more" leading to all of them. */
function listed(publicUrl: string, ranked: Ranked[], allPath: string, also: AlsoMatched) {
  const items = ranked.slice(0, DIGEST_LISTED).map(({ job, score }) => {
    const others = also(job.id);
    return {
      title: `${job.title} at ${job.company}`,
      detail: [
        job.location,
        job.workType,
        job.employmentType,
        score === null ? null : `${score}% match`,
        others.length > 0 ? `also matches ${listOf(others)}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
      url: `${publicUrl}/jobs/${job.id}`,
    };
  });
  const rest = ranked.length - items.length;
  return {
    items,
    ...(rest > 0 ? { more: { label: `and ${rest} more`, url: `${publicUrl}${allPath}` } } : {}),
  };
}

/**
 * What says, under a mail's first paragraph, that a job comes once: the other alerts its jobs also
 * matched, and how many jobs it leaves out because an earlier alert mail had them.
 */
function onceParagraphs(fresh: Ranked[], also: AlsoMatched, earlier: number): string[] {
  const others = [...new Set(fresh.flatMap(({ job }) => also(job.id)))];
  const paragraphs: string[] = [];
  if (others.length > 0) {
    paragraphs.push(
      `Some of them also match ${listOf(others)}. Each job comes in one of your alert mails only, so they are listed here and say so.`,
    );
  }
  if (earlier > 0) {
    paragraphs.push(
      `${earlier === 1 ? "1 more job that matches was" : `${earlier} more jobs that match were`} in an earlier alert mail, so ${earlier === 1 ? "it is" : "they are"} not repeated here.`,
    );
  }
  return paragraphs;
}

/**
 * The notification (in-app line and mail) of one alert: the jobs it claimed (`fresh`, best match
 * first), naming the other alerts each also matched, and how many earlier mails had.
 */
export function alertNotification(
  subject: Subject,
  fresh: Ranked[],
  also: AlsoMatched,
  earlier: number,
  publicUrl: string,
): Notification {
  const once = onceParagraphs(fresh, also, earlier);
  const { search } = subject;
  if (search) {
    const path = jobSearchPath(search.filters);
    const title = `${jobsPhrase(fresh.length)} for “${search.name}”`;
    return {
      kind: "job-alert",
      title,
      link: path,
      onceKey: subject.key,
      mail: {
        subject: title,
        heading: title,
        paragraphs: [
          `These jobs came in since your last alert for “${search.name}”, best match first.`,
          ...once,
        ],
        ...listed(publicUrl, fresh, path, also),
        action: { label: "See the search", url: `${publicUrl}${path}` },
        reason: `You get this because your saved search “${search.name}” sends ${search.alerts.toLowerCase()} job alerts.`,
        follows: { savedSearchId: search.id },
      },
    };
  }
  const profile = subject.kind === "profile";
  const count = fresh.length;
  const title = profile
    ? `${jobsPhrase(count)} that ${count === 1 ? "fits" : "fit"} your profile`
    : count === 1
      ? "1 new strong match"
      : `${count} new strong matches`;
  const path = "/jobs";
  return {
    kind: profile ? "job-alert" : "job-matches",
    title,
    link: path,
    onceKey: subject.key,
    mail: {
      subject: title,
      heading: title,
      paragraphs: [
        profile
          ? "These jobs came in since your last job alert and fit your skills and preferences, best match first."
          : `These jobs just came in and match your profile at ${STRONG_MATCH}% or more, best match first.`,
        ...once,
      ],
      ...listed(publicUrl, fresh, path, also),
      action: { label: "See jobs", url: `${publicUrl}${path}` },
      reason: profile
        ? `You get this because Job Alerts is set to ${subject.frequency ?? "Daily"} in your settings.`
        : "You get this because New Job Matches is on in your settings.",
      follows: { setting: profile ? "jobAlerts" : "newJobMatches" },
    },
  };
}
