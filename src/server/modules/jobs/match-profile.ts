/**
 * The signed-in person's match profile and the match on each job they see. Every job answer loads
 * the profile once (one small query) and scores its jobs in memory with the shared rule
 * (src/shared/domain/match.ts); alert digests import the same two pieces.
 */
import { type MatchJob, type MatchPerson, matchJob } from "@shared/domain/match";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import type { Job } from "@shared/schemas/jobs";
import { eq } from "drizzle-orm";
import { userSettings, users } from "../../db/schema/people";
import type { Db } from "../../db/types";

export { type MatchJob, type MatchPerson, matchJob };

/** The signed-in person as their job answers need them: what matches rest on, and their "Show pay in" currency. */
export type Viewer = MatchPerson & { payCurrency: string | null };

/**
 * What a person's matches rest on: their skills and their preferences (the defaults when they never
 * saved settings). Null for a visitor or an unknown id.
 */
export async function loadMatchPerson(db: Db, userId: number | null): Promise<Viewer | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({
      skills: users.skills,
      preferredJobTitle: userSettings.preferredJobTitle,
      preferredLocation: userSettings.preferredLocation,
      visaSponsorshipRequired: userSettings.visaSponsorshipRequired,
      payCurrency: userSettings.payCurrency,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    skills: row.skills,
    preferredJobTitle: row.preferredJobTitle ?? DEFAULT_SETTINGS.preferredJobTitle,
    preferredLocation: row.preferredLocation ?? DEFAULT_SETTINGS.preferredLocation,
    visaSponsorshipRequired: row.visaSponsorshipRequired ?? DEFAULT_SETTINGS.visaSponsorshipRequired,
    payCurrency: row.payCurrency ?? null,
  };
}

/** The parts of a job the rule reads, from the Job shape. */
export function matchFields(job: Job): MatchJob {
  return {
    title: job.title,
    skills: job.skills,
    location: job.location,
    workType: job.workType,
    visaStatus: job.visa.status,
  };
}

/** The job with the person's match on it; null for a visitor or a person with nothing to match on. */
export function withMatch(job: Job, person: MatchPerson | null): Job {
  return { ...job, match: person ? matchJob(person, matchFields(job)) : null };
}
