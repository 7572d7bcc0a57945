import { eq } from "drizzle-orm";
import { notificationSends, notifications, savedSearches } from "../db/schema/notifications";
import { userSettings } from "../db/schema/people";
import type { Db } from "../db/types";
import { renderMail } from "../mail/layout";
import type { Mailer } from "../mail/mailer";
import type { AlertSetting, UnsubscribeTarget, UnsubscribeTokens } from "./unsubscribe-token";

export type { AlertSetting };

/** What a notification is about; the in-app list and the mails name the same kinds. */
export type NotificationKind =
  | "job-alert"
  | "job-matches"
  | "referral-request"
  | "referral-status"
  | "message"
  | "country";

/** What one notification mail says; the mail layout turns it into HTML and plain text. */
export interface NotificationMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A list of things (jobs, figures) with absolute links. */
  items?: Array<{ title: string; detail?: string; url: string }>;
  /** Under a list that was cut: "and 4 more", linking to all of them (absolute URL). */
  more?: { label: string; url: string };
  /** The one thing to do next (absolute URL). */
  action?: { label: string; url: string };
  /** Why it was sent, in a sentence ("You get this because Job Alerts is Daily."). */
  reason: string;
  /** The setting or saved search it follows: the mail links to it and its unsubscribe turns it off. */
  follows: { setting: AlertSetting } | { savedSearchId: number };
}

export interface Notification {
  kind: NotificationKind;
  /** One line for the in-app list. */
  title: string;
  body?: string;
  /** An in-app path ('/jobs/12'), or null. */
  link: string | null;
  /** The mail to send too, when the person's settings allow it. */
  mail?: NotificationMail;
  /**
   * Makes it happen at most once ('digest:search:12:2026-11-25'): a second call with the same key,
   * from this instance or another, records and sends nothing.
   */
  onceKey?: string;
}

export interface NotifyResult {
  recorded: boolean;
  mailed: boolean;
}

export interface NotifyOptions {
  /**
   * The caller's transaction: the once-key, the notification and the mail are then part of it, so
   * what the caller changes alongside (a digest's "sent up to here") commits with them or not at all.
   */
  within?: Db | undefined;
}

export interface Notifier {
  /**
   * Records the in-app notification and, when allowed, queues its mail (verified addresses only),
   * in one transaction; with `onceKey`, only the first call with that key does anything.
   */
  notify(userId: number, notification: Notification, options?: NotifyOptions): Promise<NotifyResult>;
}

/** Whether the person's settings let a mail following `follows` go out. */
async function mailAllowed(db: Db, userId: number, follows: NotificationMail["follows"]): Promise<boolean> {
  const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  // No settings row yet means the defaults: every notification on.
  if (settings && !settings.emailNotifications) return false;
  if ("savedSearchId" in follows) {
    const [search] = await db
      .select({ userId: savedSearches.userId, alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(eq(savedSearches.id, follows.savedSearchId));
    return search?.userId === userId && search.alerts !== "Never";
  }
  if (!settings) return true;
  switch (follows.setting) {
    case "jobAlerts":
      return settings.jobAlerts !== "Never";
    case "countryInfo":
      return settings.countryInfo !== "Never";
    case "newJobMatches":
      return settings.newJobMatches;
    case "referralUpdates":
      return settings.referralUpdates;
  }
}

/** Where the setting a mail follows is changed, as the footer names and links it. */
function settingLink(
  publicUrl: string,
  follows: NotificationMail["follows"],
): { label: string; url: string } {
  return "savedSearchId" in follows
    ? { label: "Account › Saved searches", url: `${publicUrl}/account?tab=searches` }
    : { label: "Settings › Notifications", url: `${publicUrl}/settings` };
}

export interface NotifierOptions {
  db: Db;
  mailer: Mailer;
  /** Absolute links in mails start with it (config.publicUrl). */
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { db, mailer, publicUrl, unsubscribeTokens } = options;

  async function record(tx: Db, userId: number, notification: Notification): Promise<NotifyResult> {
    if (notification.onceKey) {
      // A second instance inserting the same key waits for this transaction, then finds it taken.
      const won = await tx
        .insert(notificationSends)
        .values({ key: notification.onceKey, userId })
        .onConflictDoNothing()
        .returning({ key: notificationSends.key });
      if (won.length === 0) return { recorded: false, mailed: false };
    }
    await tx.insert(notifications).values({
      userId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body ?? "",
      link: notification.link,
    });
    const mail = notification.mail;
    if (!mail || !(await mailAllowed(tx, userId, mail.follows))) return { recorded: true, mailed: false };
    const target: UnsubscribeTarget =
      "savedSearchId" in mail.follows
        ? { savedSearchId: mail.follows.savedSearchId }
        : { setting: mail.follows.setting };
    const unsubscribeUrl = `${publicUrl}/unsubscribe?token=${unsubscribeTokens.sign({ userId, target })}`;
    const rendered = await renderMail({
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: mail.paragraphs,
      items: mail.items,
      more: mail.more,
      action: mail.action,
      footer: { reason: mail.reason, setting: settingLink(publicUrl, mail.follows), unsubscribeUrl },
    });
    const mailed = await mailer.notify(
      userId,
      {
        ...rendered,
        headers: {
          "List-Unsubscribe": `<${unsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      },
      { within: tx },
    );
    return { recorded: true, mailed };
  }

  return {
    notify(userId, notification, notifyOptions = {}) {
      // The once-key, the in-app notification and the queued mail commit together or not at all.
      if (notifyOptions.within) return record(notifyOptions.within, userId, notification);
      return db.transaction((tx) => record(tx, userId, notification));
    },
  };
}
