import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies, jobs } from "./jobs";
import { userFiles, users } from "./people";

export const referralOfferings = pgTable(
  "referral_offerings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    experience: integer("experience").notNull(),
    description: text("description").notNull(),
    currentEmployee: boolean("current_employee").notNull().default(true),
    successRate: integer("success_rate"),
    available: boolean("available").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Fictional demo content (DEMO_DATA), shown as such by the API. */
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (t) => [
    index("referral_offerings_user_idx").on(t.userId),
    index("referral_offerings_company_idx").on(t.companyId),
  ],
);

/** A seeker's request to a referrer, started by Contact for Referral; its status both people see. */
export const referralRequests = pgTable(
  "referral_requests",
  {
    id: serial("id").primaryKey(),
    offeringId: integer("offering_id").references(() => referralOfferings.id, { onDelete: "set null" }),
    seekerId: integer("seeker_id").references(() => users.id, { onDelete: "set null" }),
    referrerId: integer("referrer_id").references(() => users.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    /** The job the seeker asks to be referred for, if they named one (a job at the offering's company). */
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The job's title when it was named, kept so the request still says which job after it is gone. */
    jobTitle: text("job_title"),
    status: text("status").notNull().default("Pending"),
    /** When the seeker confirmed the referral happened; only confirmed referrals raise the success rate. */
    seekerConfirmedAt: timestamp("seeker_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referral_requests_seeker_idx").on(t.seekerId),
    index("referral_requests_referrer_idx").on(t.referrerId),
    // A job's removal sets its requests' job to null: found by this index, not a scan.
    index("referral_requests_job_idx").on(t.jobId).where(sql`${t.jobId} is not null`),
  ],
);

/**
 * Messages stay when a person deletes their account: the deleted side becomes null and is shown
 * to the other party as 'Deleted user'.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    receiverId: integer("receiver_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    referralRequestId: integer("referral_request_id").references(() => referralRequests.id, {
      onDelete: "set null",
    }),
    /**
     * A document the sender attached (their résumé or cover letter). Removing or replacing that
     * upload sets this to null: the message then says the document was removed.
     */
    attachmentFileId: integer("attachment_file_id").references(() => userFiles.id, { onDelete: "set null" }),
    /** The attached document's kind and name when it was sent, kept for the note after it is removed. */
    attachmentKind: text("attachment_kind"),
    attachmentName: text("attachment_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // Removing an upload finds the messages that carry it by this index, not by a scan.
    index("messages_attachment_idx").on(t.attachmentFileId).where(sql`${t.attachmentFileId} is not null`),
    index("messages_sender_receiver_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_receiver_sender_idx").on(t.receiverId, t.senderId, t.createdAt),
    index("messages_unread_idx").on(t.receiverId).where(sql`${t.readAt} is null`),
  ],
);

/** A person who may no longer message the blocker or ask them for a referral. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A conversation someone reported, kept for moderation; a side is null once that account is deleted. */
export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedUserId: integer("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_reports_reported_idx").on(t.reportedUserId)],
);

export type ReferralOfferingRow = typeof referralOfferings.$inferSelect;
export type ReferralRequestRow = typeof referralRequests.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type UserBlockRow = typeof userBlocks.$inferSelect;
