import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    profession: text("profession"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Fictional demo content (DEMO_DATA), shown as such by the API. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** When the person opened the link mailed to `email`; notifications go only to a verified address. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random token in the cookie; the token itself is never stored. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The number the session list and its sign-out name a session by (never the token or its hash). */
    publicId: serial("public_id").notNull(),
    /** The browser's User-Agent at sign-in, cut to 300 characters, to name the device in the list. */
    userAgent: text("user_agent"),
    /** Updated at most every few minutes while the session is used. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), uniqueIndex("sessions_public_id_idx").on(t.publicId)],
);

export const userSettings = pgTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  jobAlerts: text("job_alerts").notNull().default("Daily"),
  countryInfo: text("country_info").notNull().default("Weekly"),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  newJobMatches: boolean("new_job_matches").notNull().default(true),
  referralUpdates: boolean("referral_updates").notNull().default(true),
  theme: text("theme").notNull().default("light"),
  compactView: boolean("compact_view").notNull().default(false),
  preferredJobTitle: text("preferred_job_title").notNull().default(""),
  preferredLocation: text("preferred_location").notNull().default(""),
  visaSponsorshipRequired: boolean("visa_sponsorship_required").notNull().default(true),
  /** IANA time zone (for example 'Europe/Berlin'); digests go at `alertHour` there. */
  timeZone: text("time_zone").notNull().default("UTC"),
  /** The hour of the day (0-23, the person's time zone) job-alert digests are sent at. */
  alertHour: integer("alert_hour").notNull().default(8),
  /** "Show pay in": the ISO 4217 currency job answers add converted pay in; null shows pay as posted. */
  payCurrency: text("pay_currency"),
  /** Jobs first seen after this are new for the next profile-preferences digest. */
  profileDigestAt: timestamp("profile_digest_at", { withTimezone: true }).notNull().defaultNow(),
  /** Jobs first seen after this are new for the next "New job matches" mail. */
  matchesCheckedAt: timestamp("matches_checked_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * An email change waiting for the new address to confirm it, with the mailed link's token hashed:
 * one per person (a new request replaces it). The account's email changes only when it is used.
 */
export const emailChanges = pgTable("email_changes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
/** The mailed link that proves an address is its owner's: stored hashed, for the address it was sent to. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Resume and cover-letter template: one of each per person; the bytes live in file storage. */
export const userFiles = pgTable(
  "user_files",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_files_user_kind_idx").on(t.userId, t.kind)],
);

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    profession: text("profession"),
    interestedCountries: text("interested_countries").array().notNull(),
    interestedRoles: text("interested_roles").array().notNull(),
    preferredContactMethod: text("preferred_contact_method").notNull().default("email"),
    phoneNumber: text("phone_number"),
    referralSource: text("referral_source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: the entry counts (and is ever contacted again) only once its owner opened the mailed link. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the mailed confirmation token; cleared once confirmed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
  },
  (t) => [uniqueIndex("waitlist_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Mail kept for the developer when no SMTP server is configured (with SMTP nothing lands here).
 * A mail carrying a link is deleted when the link expires.
 */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type UserSettingsRow = typeof userSettings.$inferSelect;
export type EmailChangeRow = typeof emailChanges.$inferSelect;
export type UserFileRow = typeof userFiles.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
