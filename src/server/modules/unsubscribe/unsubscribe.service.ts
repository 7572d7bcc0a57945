import { AppError } from "@shared/errors";
import { DEFAULT_SETTINGS } from "@shared/schemas/account";
import { UNSUBSCRIBE_INVALID, type UnsubscribeState } from "@shared/schemas/unsubscribe";
import { and, eq } from "drizzle-orm";
import { savedSearches, unsubscribeUndo } from "../../db/schema/notifications";
import { userSettings, users } from "../../db/schema/people";
import type { Db } from "../../db/types";
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

/** What each setting holds when off, and the values it may hold on (what "Turn back on" restores). */
const SETTINGS: Record<AlertSetting, { off: string | boolean; on: readonly (string | boolean)[] }> = {
  jobAlerts: { off: "Never", on: ["Daily", "Weekly"] },
  countryInfo: { off: "Never", on: ["Immediate", "Weekly"] },
  newJobMatches: { off: false, on: [true] },
  referralUpdates: { off: false, on: [true] },
};
const SEARCH_ALERTS_ON = ["Daily", "Weekly"] as const;

function targetKey(claim: UnsubscribeClaim): string {
  const { target } = claim;
  return "savedSearchId" in target ? `search:${target.savedSearchId}` : `setting:${target.setting}`;
}

/** The value kept from before the link turned it off, when it is still one the target may hold. */
async function previousValue(db: Db, claim: UnsubscribeClaim): Promise<string | undefined> {
  const [row] = await db
    .select({ previous: unsubscribeUndo.previous })
    .from(unsubscribeUndo)
    .where(and(eq(unsubscribeUndo.userId, claim.userId), eq(unsubscribeUndo.target, targetKey(claim))));
  return row?.previous;
}

async function keepPrevious(db: Db, claim: UnsubscribeClaim, previous: string): Promise<void> {
  await db
    .insert(unsubscribeUndo)
    .values({ userId: claim.userId, target: targetKey(claim), previous })
    .onConflictDoUpdate({
      target: [unsubscribeUndo.userId, unsubscribeUndo.target],
      set: { previous, createdAt: new Date() },
    });
}

/**
 * Turns the alert the link names off, keeping what it was so "Turn back on" restores exactly that.
 * Idempotent: a second time keeps the first's value. Only the token's person's own saved search is
 * touched; a person without a settings row gets one (the defaults, with this change).
 */
export async function turnOff(db: Db, claim: UnsubscribeClaim): Promise<UnsubscribeState> {
  const { target } = claim;
  if ("savedSearchId" in target) {
    const where = and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, claim.userId));
    const [search] = await db.select({ alerts: savedSearches.alerts }).from(savedSearches).where(where);
    if (!search) throw new AppError("not_found", GONE);
    if (search.alerts !== "Never") {
      await keepPrevious(db, claim, search.alerts);
      await db.update(savedSearches).set({ alerts: "Never", updatedAt: new Date() }).where(where);
    }
  } else {
    const settings = await settingsOf(db, claim.userId);
    if (!isOff(target.setting, settings)) {
      await keepPrevious(db, claim, String(settings[target.setting]));
      await writeSetting(db, claim.userId, target.setting, SETTINGS[target.setting].off);
    }
  }
  return unsubscribeState(db, claim);
}

/** "Turn back on": what the person had before the link turned it off (or the default, if unknown). */
export async function turnBackOn(db: Db, claim: UnsubscribeClaim): Promise<UnsubscribeState> {
  const { target } = claim;
  const previous = await previousValue(db, claim);
  if ("savedSearchId" in target) {
    const alerts = SEARCH_ALERTS_ON.find((value) => value === previous) ?? "Daily";
    await db
      .update(savedSearches)
      .set({ alerts, updatedAt: new Date() })
      .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, claim.userId)));
  } else {
    await settingsOf(db, claim.userId);
    const on = SETTINGS[target.setting].on;
    const value = on.find((v) => String(v) === previous) ?? DEFAULT_SETTINGS[target.setting];
    await writeSetting(db, claim.userId, target.setting, value);
  }
  await db
    .delete(unsubscribeUndo)
    .where(and(eq(unsubscribeUndo.userId, claim.userId), eq(unsubscribeUndo.target, targetKey(claim))));
  return unsubscribeState(db, claim);
}

async function writeSetting(db: Db, userId: number, setting: AlertSetting, value: string | boolean) {
  const values = { [setting]: value };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } });
}
