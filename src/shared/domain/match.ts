import type { VisaStatus } from "./job-limits";
/**
 * How well a job fits a person: a score from 0 to 100 and the reasons behind it, in words a person
 * can check against the job. Pure and shared: the server puts it on job answers, orders "Best match"
 * and picks what alerts and recommendations carry; the same rule is unit-tested here.
 *
 * The parts and their weights (only the parts the person has filled in count, so a person with just
 * skills is scored on skills, and a person with nothing filled in gets no score at all):
 * - skills (50): how many of the job's skills the person has, out of the smaller of the two lists
 *   (a person with ten skills is not penalised for a job that asks for three they all have);
 * - title (25): the share of the words of the preferred job title found in the job's title;
 * - location (15): "Remote" matches remote jobs; anything else matches a job whose location
 *   (city, country) contains it;
 * - visa (10): for a person who needs sponsorship, a job that says it sponsors earns it. A job that
 *   says it does not sponsor is capped below a strong match whatever else fits, and a job that is
 *   silent on visas cannot reach 90; a person who does not need sponsorship always earns it.
 */

export interface MatchPerson {
  skills: readonly string[];
  preferredJobTitle: string;
  preferredLocation: string;
  visaSponsorshipRequired: boolean;
}

export interface MatchJob {
  title: string;
  skills: readonly string[];
  /** 'City, Country' display text. */
  location: string;
  workType: string;
  visaStatus: VisaStatus;
}

export interface Match {
  /** 0 to 100. */
  score: number;
  /** Short sentences: what fits first, then what does not ("does not sponsor" always first). */
  reasons: string[];
}

/** A score at or above this is a strong match: "New job matches" mails and recommendations use it. */
export const STRONG_MATCH = 70;
/** The most a job that says it does not sponsor scores for a person who needs sponsorship. */
export const NO_SPONSORSHIP_CAP = 30;
/** The most a job silent on visas scores for a person who needs sponsorship. */
export const UNKNOWN_SPONSORSHIP_CAP = 89;

const WEIGHTS = { skills: 50, title: 25, location: 15, visa: 10 } as const;

function key(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Words of a title, lowercased; punctuation other than + and # (C++, C#) separates words. */
function words(text: string): string[] {
  return key(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 0);
}

/** Which profile parts a score can rest on; an empty list means the person has filled in nothing. */
export function missingForMatch(
  person: MatchPerson,
): Array<"skills" | "preferredJobTitle" | "preferredLocation"> {
  const missing: Array<"skills" | "preferredJobTitle" | "preferredLocation"> = [];
  if (person.skills.every((s) => key(s) === "")) missing.push("skills");
  if (words(person.preferredJobTitle).length === 0) missing.push("preferredJobTitle");
  if (key(person.preferredLocation) === "") missing.push("preferredLocation");
  return missing;
}

/** Whether a person has filled in enough (skills, a title or a location) to be scored at all. */
export function canMatch(person: MatchPerson): boolean {
  return missingForMatch(person).length < 3;
}

/** The score and reasons for one job, or null when the person has no skills, title or location. */
export function matchJob(person: MatchPerson, job: MatchJob): Match | null {
  if (!canMatch(person)) return null;
  let earned = 0;
  let available = 0;
  const good: string[] = [];
  const bad: string[] = [];

  const mine = new Set(person.skills.map(key).filter((s) => s !== ""));
  if (mine.size > 0) {
    available += WEIGHTS.skills;
    const theirs = new Set(job.skills.map(key).filter((s) => s !== ""));
    const shared = [...theirs].filter((s) => mine.has(s)).length;
    if (theirs.size > 0) {
      earned += (WEIGHTS.skills * shared) / Math.min(mine.size, theirs.size);
      const sentence = `${shared} of your ${mine.size} ${mine.size === 1 ? "skill" : "skills"}`;
      (shared > 0 ? good : bad).push(sentence);
    } else {
      bad.push("The posting lists no skills");
    }
  }

  const wanted = [...new Set(words(person.preferredJobTitle))];
  if (wanted.length > 0) {
    available += WEIGHTS.title;
    const have = new Set(words(job.title));
    const found = wanted.filter((w) => have.has(w)).length;
    earned += (WEIGHTS.title * found) / wanted.length;
    if (found === wanted.length) good.push(`Title matches "${person.preferredJobTitle.trim()}"`);
    else if (found > 0) good.push(`Title is close to "${person.preferredJobTitle.trim()}"`);
    else bad.push(`Title is not "${person.preferredJobTitle.trim()}"`);
  }

  const place = key(person.preferredLocation);
  if (place !== "") {
    available += WEIGHTS.location;
    const remote = place === "remote" || place === "anywhere";
    const fits = remote ? job.workType === "Remote" : key(job.location).includes(place);
    if (fits) {
      earned += WEIGHTS.location;
      good.push(remote ? "Remote, as you prefer" : `In ${person.preferredLocation.trim()}, as you prefer`);
    } else {
      bad.push(remote ? "Not remote" : `Not in ${person.preferredLocation.trim()}`);
    }
  }

  available += WEIGHTS.visa;
  let cap = 100;
  if (!person.visaSponsorshipRequired) {
    earned += WEIGHTS.visa;
  } else if (job.visaStatus === "yes") {
    earned += WEIGHTS.visa;
    good.push("Sponsors visas — you need sponsorship");
  } else if (job.visaStatus === "no") {
    cap = NO_SPONSORSHIP_CAP;
    bad.unshift("Does not sponsor visas — you need sponsorship");
  } else {
    cap = UNKNOWN_SPONSORSHIP_CAP;
    bad.push("The posting does not say whether it sponsors visas");
  }

  const score = Math.min(cap, Math.round((100 * earned) / available));
  // A job that cannot sponsor a person who needs it says so before anything that fits.
  const reasons =
    cap === NO_SPONSORSHIP_CAP ? [...bad.slice(0, 1), ...good, ...bad.slice(1)] : [...good, ...bad];
  return { score, reasons };
}
