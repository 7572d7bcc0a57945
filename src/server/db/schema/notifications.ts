import type { JobSearchFilters } from "@shared/domain/job-search-url";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { users } from "./people";
import { countries } from "./places";

/**
 * The job-search filters a saved search keeps: the /jobs URL's parameters, parsed, as the page and
 * the search declare them (searches saved before the register filter existed lack it: no filter).
 */
export type SavedSearchFilters = Omit<JobSearchFilters, "sort">;

/** A person's named /jobs search, with how often its new jobs are mailed (Daily, Weekly, Never). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<SavedSearchFilters>().notNull(),
    alerts: text("alerts").notNull().default("Daily"),
    /** Jobs first seen after this are new for the next digest; moved on when a digest is sent. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.id),
    // The digest run reads only searches that mail.
    index("saved_searches_alerts_idx").on(t.id).where(sql`${t.alerts} <> 'Never'`),
    check("saved_searches_alerts_check", sql`${t.alerts} in ('Daily', 'Weekly', 'Never')`),
  ],
);

/**
 * What happened that a person should know of (the same events as the mails, mail on or off):
 * newest first, unread until marked read.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'job-alert' | 'job-matches' | 'referral-request' | 'referral-status' | 'message' | 'country'. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** An in-app path ('/jobs/12'), or null. */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * One row per notification that must happen at most once (a digest for a period, a status-change
 * mail): inserted in the transaction that queues it, so two instances or a retry never send twice.
 */
export const notificationSends = pgTable("notification_sends", {
  /** For example 'digest:search:12:2026-11-25' or 'digest:profile:7:2026-W48'. */
  key: text("key").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The jobs each person has been sent in a job-alert mail (a saved search's digest, the profile
 * digest, the new-matches mail): a job goes to one person in one of them only, whichever claims it
 * first (src/server/notifications/digests.ts). Rows older than a week and a day are dropped by the
 * hourly run; by then every digest period that could hold the job again has passed.
 */
export const alertSentJobs = pgTable(
  "alert_sent_jobs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index("alert_sent_jobs_sent_at_idx").on(t.sentAt),
    index("alert_sent_jobs_job_idx").on(t.jobId),
  ],
);

/** Countries a person follows (a Follow button) or compared: their figure updates are news to them. */
export const countryFollows = pgTable(
  "country_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    /**
     * 'follow' (asked for), 'compare' (compared it) or 'unfollow' (stopped following it: not a
     * follow, kept so that comparing it again does not follow it).
     */
    reason: text("reason").notNull().default("follow"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.countryId] }),
    index("country_follows_country_idx").on(t.countryId),
  ],
);

/**
 * What a mailed unsubscribe link turned off, as it was before: "Turn back on" restores it (a saved
 * search's Weekly, not the default). `target` is 'setting:<name>' or 'search:<id>'.
 */
export const unsubscribeUndo = pgTable(
  "unsubscribe_undo",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    previous: text("previous").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
