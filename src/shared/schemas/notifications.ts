import { z } from "zod";
import { listWindow } from "./common";

/** What a notification is about (the same kinds as the notification mails). */
export const NotificationKindSchema = z.enum([
  "job-alert",
  "job-matches",
  "referral-request",
  "referral-status",
  "message",
  "country",
]);

/** One in-app notification of the signed-in person. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** An in-app path ('/my-referrals'), or null when there is nothing to open. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

/** The most notifications one answer holds (also what an answer without `limit` holds). */
export const NOTIFICATIONS_PAGE_MAX = 100;
/** A window on my notifications, newest first. */
export const NotificationsQuerySchema = listWindow(NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_MAX);

/** What the bell and the messages badge show. */
export const UnreadCountsSchema = z.object({
  /** My unread notifications. */
  notifications: z.number().int(),
  /** Unread messages sent to me, over all my conversations. */
  messages: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const MarkedReadSchema = z.object({ updated: z.number().int() });

/** Whether the signed-in person follows a country (its figure updates become notifications). */
export const CountryFollowSchema = z.object({ countryId: z.number().int(), followed: z.boolean() });
export type CountryFollow = z.infer<typeof CountryFollowSchema>;

/** The countries the signed-in person follows (asked for or compared), by id. */
export const FollowedCountriesSchema = z.object({
  countries: z.array(z.object({ countryId: z.number().int(), reason: z.enum(["follow", "compare"]) })),
});

/** Countries compared side by side: they are followed (reason 'compare') unless already followed. */
export const ComparedCountriesInputSchema = z.object({
  countryIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(10),
});
