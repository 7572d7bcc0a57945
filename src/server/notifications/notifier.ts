import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationSends, notifications, savedSearches } from "../db/schema/notifications";
import { userSettings } from "../db/schema/people";
import type { Mailer } from "../mail/mailer";

/** What a notification is about; the in-app list and the mails name the same kinds. */
export type NotificationKind =
  | "job-alert"
  | "job-matches"
  | "referral-request"
  | "referral-status"
  | "message"
  | "country";

/** The settings a notification mail follows (and its one-click unsubscribe turns off). */
export type AlertSetting = "jobAlerts" | "newJobMatches" | "referralUpdates" | "countryInfo";

/** What one notification mail says; the mail layout turns it into HTML and plain text. */
export interface NotificationMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A list of things (jobs, figures) with absolute links. */
  items?: Array<{ title: string; detail?: string; url: string }>;
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

export interface Notifier {
  /** Records the in-app notification and, when allowed, queues its mail (verified addresses only). */
  notify(userId: number, notification: Notification): Promise<NotifyResult>;
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

function plainText(mail: NotificationMail): string {
  const lines = [mail.heading, "", ...mail.paragraphs.flatMap((p) => [p, ""])];
  for (const item of mail.items ?? [])
    lines.push(`- ${item.title}${item.detail ? ` (${item.detail})` : ""}`, `  ${item.url}`);
  if (mail.action) lines.push("", `${mail.action.label}: ${mail.action.url}`);
  lines.push("", mail.reason);
  return lines.join("\n");
}

export function createNotifier(options: { db: Db; mailer: Mailer }): Notifier {
  const { db, mailer } = options;
  return {
    async notify(userId, notification) {
      if (notification.onceKey) {
        const won = await db
          .insert(notificationSends)
          .values({ key: notification.onceKey, userId })
          .onConflictDoNothing()
          .returning({ key: notificationSends.key });
        if (won.length === 0) return { recorded: false, mailed: false };
      }
      await db.insert(notifications).values({
        userId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body ?? "",
        link: notification.link,
      });
      const mail = notification.mail;
      if (!mail || !(await mailAllowed(db, userId, mail.follows))) return { recorded: true, mailed: false };
      const mailed = await mailer.notify(userId, { subject: mail.subject, text: plainText(mail) });
      return { recorded: true, mailed };
    },
  };
}
