import type { Db } from "../../db/types";
import type { Notifier } from "../../notifications/notifier";
import * as repo from "./notifications.repository";

/** The queue task a reference reload leaves behind (in its own transaction) when countries changed. */
export const COUNTRY_UPDATED_TASK = "country.updated";
/** The daily run that sends each Weekly reader last week's country updates, once per ISO week. */
export const COUNTRY_WEEKLY_TASK = "notify.country-weekly";

/** One changed field of a country, as the reload's diff found it (values as text). */
export interface CountryFieldChange {
  /** A country column ('employmentOpportunity', 'priceLevel') or 'sources.<metric>'. */
  field: string;
  from: string;
  to: string;
}

export interface CountryUpdate {
  id: number;
  name: string;
  changes: CountryFieldChange[];
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  tag: "Tagline",
  currency: "Currency",
  stapleFood: "Staple food",
  colors: "Colours",
  employmentOpportunity: "Employment Opportunity",
  culturalAcceptance: "Cultural Acceptance",
  standardOfLiving: "Standard of Living",
  housingAvailability: "Housing Availability",
  vegetarianFriendly: "Vegetarian Friendly",
  nonVegPercentage: "Non-vegetarian share",
  racism: "Racism",
  culturalVibrancy: "Cultural Vibrancy",
  priceLevel: "Price level",
  exchangeRate: "Exchange rate",
  pppFactor: "PPP factor, private consumption",
};

function fieldLabel(field: string): string {
  if (field.startsWith("sources.")) {
    const metric = field.slice("sources.".length);
    return `Source of ${FIELD_LABELS[metric] ?? metric}`;
  }
  return FIELD_LABELS[field] ?? field;
}

/** "Employment Opportunity: 82 → 59.4", or "Source of Racism: details updated". */
export function describeFieldChange(change: CountryFieldChange): string {
  const label = fieldLabel(change.field);
  return change.from === change.to ? `${label}: details updated` : `${label}: ${change.from} → ${change.to}`;
}

export interface CountryNotifyDeps {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
}

/**
 * Tells every follower of each updated country, naming the fields that changed: an in-app
 * notification for all, and a mail now for those whose Country Information is Immediate (Weekly
 * readers get theirs in the weekly mail; Never, in-app only). The task may run twice (the queue
 * delivers at least once): the key makes each person hear of one update of a country once.
 */
export async function notifyCountryUpdates(
  deps: CountryNotifyDeps,
  /** `key` names this reload: a later update of the same country is news again. */
  payload: { key: string; countries: CountryUpdate[] },
): Promise<void> {
  const { db, notifier, publicUrl } = deps;
  for (const country of payload.countries) {
    const lines = country.changes.map(describeFieldChange);
    const link = `/countries/${country.id}`;
    const title = `${country.name}: figures updated`;
    const body = lines.join("; ");
    for (const follower of await repo.followersOf(db, country.id)) {
      const immediate = follower.countryInfo === "Immediate";
      await notifier.notify(follower.userId, {
        kind: "country",
        title,
        body,
        link,
        onceKey: `country-update:${follower.userId}:${country.id}:${payload.key}`,
        ...(immediate
          ? {
              mail: {
                subject: `${country.name}: figures updated`,
                heading: `${country.name} has new figures`,
                paragraphs: [`These figures of ${country.name} changed in Borderless's reference data:`],
                items: lines.map((line) => ({ title: line, url: `${publicUrl}${link}` })),
                action: { label: `See ${country.name}`, url: `${publicUrl}${link}` },
                reason: "You get this because you follow this country and Country Information is Immediate.",
                follows: { setting: "countryInfo" as const },
              },
            }
          : {}),
      });
    }
  }
}

/** The ISO week `at` falls in: its Monday 00:00 UTC and its name ('2026-W48'). */
export function isoWeek(at: Date): { start: Date; name: string } {
  const day = (at.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(start.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * 86_400_000);
  const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * 86_400_000)) + 1;
  return { start, name: `${year}-W${String(week).padStart(2, "0")}` };
}

/**
 * The weekly mail of country updates: for each person whose Country Information is Weekly, the
 * updates of the last complete ISO week before `now`, in one mail. It runs daily so a day the server
 * was down costs no week; the key ('country-weekly:{user}:{week}') sends each week's mail once.
 */
export async function sendWeeklyCountryMails(deps: CountryNotifyDeps, now: Date): Promise<number> {
  const { db, notifier, publicUrl } = deps;
  const thisWeek = isoWeek(now);
  const last = isoWeek(new Date(thisWeek.start.getTime() - 86_400_000));
  let sent = 0;
  for (const userId of await repo.weeklyCountryReaders(db)) {
    const updates = await repo.countryUpdatesBetween(db, userId, last.start, thisWeek.start);
    if (updates.length === 0) continue;
    const names = [...new Set(updates.map((update) => update.title.replace(/: figures updated$/, "")))];
    const result = await notifier.notify(userId, {
      kind: "country",
      title: `Country updates of week ${last.name}: ${names.join(", ")}`,
      link: null,
      onceKey: `country-weekly:${userId}:${last.name}`,
      mail: {
        subject: `Country updates of the week: ${names.join(", ")}`,
        heading: "This week's country updates",
        paragraphs: [
          `Figures of ${names.length === 1 ? "a country" : "countries"} you follow changed last week.`,
        ],
        items: updates.map((update) => ({
          title: update.title,
          detail: update.body,
          url: `${publicUrl}${update.link ?? ""}`,
        })),
        action: { label: "See your notifications", url: `${publicUrl}/notifications` },
        reason: "You get this because you follow these countries and Country Information is Weekly.",
        follows: { setting: "countryInfo" },
      },
    });
    if (result.recorded) sent += 1;
  }
  return sent;
}
