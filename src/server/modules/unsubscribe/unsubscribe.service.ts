import { AppError } from "@shared/errors";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import { UNSUBSCRIBE_INVALID, type UnsubscribeState } from "@shared/schemas/unsubscribe";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedSearches } from "../../db/schema/notifications";
import { userSettings, users } from "../../db/schema/people";
import type { AlertSetting } from "../../notifications/notifier";
import type { UnsubscribeClaim, UnsubscribeTokens } from "../../notifications/unsubscribe-token";

const SETTING_NAMES: Record<AlertSetting, string> = {
  jobAlerts: "Job alert mails",
  newJobMatches: "New job match mails",
  referralUpdates: "Referral update mails",
  countryInfo: "Country update mails",
};

const GONE = "What this link turned off no longer exists (the saved search or the account was deleted).";

/** The claim of a genuine token; a forged, changed or cut one is a 400 with a clear message. */
export function readToken(tokens: UnsubscribeTokens, token: string): UnsubscribeClaim {
  const claim = tokens.verify(token);
  if (!claim) throw new AppError("bad_request", UNSUBSCRIBE_INVALID);
  return claim;
}

async function settingsOf(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", GONE);
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? { ...DEFAULT_SETTINGS, userId };
}

function isOff(setting: AlertSetting, settings: Awaited<ReturnType<typeof settingsOf>>): boolean {
  switch (setting) {
    case "jobAlerts":
      return settings.jobAlerts === "Never";
    case "countryInfo":
      return settings.countryInfo === "Never";
    case "newJobMatches":
      return !settings.newJobMatches;
    case "referralUpdates":
      return !settings.referralUpdates;
  }
}

/** What the link is about and whether it is off now. */
export async function unsubscribeState(db: Db, claim: UnsubscribeClaim): Promise<UnsubscribeState> {
  const { target } = claim;
  if ("savedSearchId" in target) {
    const [search] = await db
      .select({ name: savedSearches.name, alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, claim.userId)));
    if (!search) throw new AppError("not_found", GONE);
    return {
      what: `Job alerts for “${search.name}”`,
      off: search.alerts === "Never",
      settingsPath: "/account?tab=searches",
    };
  }
  const settings = await settingsOf(db, claim.userId);
  return {
    what: SETTING_NAMES[target.setting],
    off: isOff(target.setting, settings),
    settingsPath: "/settings",
  };
}

/** The values a setting takes when turned off, and back on (its default: the link cannot know more). */
const SWITCHED: Record<AlertSetting, { off: Record<string, unknown>; on: Record<string, unknown> }> = {
  jobAlerts: { off: { jobAlerts: "Never" }, on: { jobAlerts: DEFAULT_SETTINGS.jobAlerts } },
  countryInfo: { off: { countryInfo: "Never" }, on: { countryInfo: DEFAULT_SETTINGS.countryInfo } },
  newJobMatches: { off: { newJobMatches: false }, on: { newJobMatches: true } },
  referralUpdates: { off: { referralUpdates: false }, on: { referralUpdates: true } },
};

/**
 * Turns the alert off (`on` false) or back on. Idempotent. Only the token's person's own saved
 * search is touched; a person without a settings row gets one (the defaults, with this change).
 */
export async function switchAlert(db: Db, claim: UnsubscribeClaim, on: boolean): Promise<UnsubscribeState> {
  const { target } = claim;
  if ("savedSearchId" in target) {
    // Back on means Daily: the link does not know whether it was Weekly before.
    await db
      .update(savedSearches)
      .set({ alerts: on ? "Daily" : "Never", updatedAt: new Date() })
      .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, claim.userId)));
  } else {
    await settingsOf(db, claim.userId);
    const values = SWITCHED[target.setting][on ? "on" : "off"];
    await db
      .insert(userSettings)
      .values({ userId: claim.userId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } });
  }
  return unsubscribeState(db, claim);
}
