import { type MatchPerson, matchJob } from "@shared/domain/match";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import type { NewJob, Ranked } from "./digest-mail";

// Who an alert is for, and the order their new jobs are listed in.

export interface Person extends MatchPerson {
  userId: number;
  timeZone: string;
  alertHour: number;
}

/** A person's settings with the defaults for one who never saved any. */
export function personOf(row: {
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

/** Best match first (matchJob); jobs the person cannot be scored on keep the newest first. */
export function rank(person: MatchPerson, found: NewJob[]): Ranked[] {
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
