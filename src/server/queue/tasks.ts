import { REFERRAL_STATUSES } from "@shared/schemas/referrals";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { compactJobCounts } from "../db/job-counts";
import type { Db } from "../db/types";
import { FEED_TASK } from "../import/feeds";
import {
  MAIL_TASK,
  type MailDelivery,
  type Mailer,
  OUTBOX_PURGE_TASK,
  type StoredMail,
} from "../mail/mailer";
import { PASSWORD_RESET_TASK, requestPasswordReset } from "../modules/auth/auth.service";
import { FRESHNESS_TASK, sweepOutdatedJobs } from "../modules/jobs/jobs-freshness";
import {
  COUNTRY_UPDATED_TASK,
  COUNTRY_WEEKLY_TASK,
  type CountryUpdate,
  notifyCountryUpdates,
  sendWeeklyCountryMails,
} from "../modules/notifications/country-updates";
import {
  chaseUnreadMessage,
  MESSAGE_UNREAD_TASK,
  type MessageWait,
  notifyReferralRequest,
  notifyReferralStatus,
  REFERRAL_REQUEST_TASK,
  REFERRAL_STATUS_TASK,
} from "../modules/notifications/notifications.events";
import { EXPIRE_TASK, expireWaitlistEntry } from "../modules/waitlist/waitlist.service";
import { DIGEST_TASK, type Digests } from "../notifications/digests";
import type { Notifier } from "../notifications/notifier";
import { RATES_FEED_TASK } from "../pay/rates-feed";
import { taskSecurityEvent } from "../plugins/logging";
import { deleteExpiredHits } from "../rate-limit/pg-hits";
import type { Queue, Task } from "./queue";

export const COUNTS_COMPACTION_TASK = "jobs.counts-compaction";
export const RATE_LIMIT_SWEEP_TASK = "rate-limits.sweep";

/** What the tasks' runs work with: the app's parts, built before any task runs. */
export interface TaskContext {
  db: Db;
  log: FastifyBaseLogger;
  queue: Queue;
  mailer: Mailer & MailDelivery;
  notifier: Notifier;
  digests: Digests;
  publicUrl: string;
  jobMaxAgeDays: number;
  /** Fetches and imports one feed of JOB_FEEDS, by name (import/feeds.ts). */
  runFeed(name: string): Promise<void>;
  /** Fetches and imports EXCHANGE_RATES_FEED (pay/rates-feed.ts). */
  fetchRates(): Promise<void>;
}

interface TaskDefinition<P> {
  payload: z.ZodType<P>;
  run(payload: P, context: TaskContext): Promise<void>;
}

function task<P>(payload: z.ZodType<P>, run: TaskDefinition<P>["run"]) {
  return {
    payload,
    run,
    /** The kind's handler on `queue`, its runs given `context`. */
    register(queue: Queue, kind: string, context: TaskContext): void {
      const handler: Task<P> = { payload, run: (parsed) => run(parsed, context) };
      queue.handle(kind, handler);
    },
  };
}

const id = z.number().int().positive();
/** A scheduled run carries nothing; older versions stored `{}`, and so do these. */
const NOTHING = z.object({});

const StoredMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  expiresAt: z.string().nullable(),
}) satisfies z.ZodType<StoredMail>;

const MessageWaitSchema = z.object({
  messageId: id,
  senderId: id,
  receiverId: id,
}) satisfies z.ZodType<MessageWait>;

const CountryUpdateSchema = z.object({
  id,
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
}) satisfies z.ZodType<CountryUpdate>;

/**
 * Every kind of task the queue runs: the payload it takes (parsed when queued and when run; a
 * payload that does not parse fails its task with the reason in the log) and what a run does. The
 * kinds' names and payloads are what tasks already in a database carry: renaming one, or changing
 * its payload in a way the stored ones do not pass, strands them. What runs on a clock is listed
 * in schedules.ts.
 */
export const TASKS = {
  [MAIL_TASK]: task(StoredMailSchema, (mail, { mailer }) => mailer.deliver(mail)),
  [OUTBOX_PURGE_TASK]: task(z.object({ outboxId: id }), ({ outboxId }, { mailer }) =>
    mailer.purgeOutbox(outboxId),
  ),
  [PASSWORD_RESET_TASK]: task(
    z.object({ email: z.string(), baseUrl: z.string() }),
    async ({ email, baseUrl }, { db, mailer, log }) => {
      const userId = await requestPasswordReset(db, mailer, email, baseUrl);
      taskSecurityEvent(log, "password_reset_mail", "success", {
        knownAccount: userId !== undefined,
        userId,
      });
    },
  ),
  [EXPIRE_TASK]: task(z.object({ entryId: id }), ({ entryId }, { db }) => expireWaitlistEntry(db, entryId)),
  [REFERRAL_REQUEST_TASK]: task(z.object({ requestId: id }), ({ requestId }, context) =>
    notifyReferralRequest(context, requestId),
  ),
  [REFERRAL_STATUS_TASK]: task(
    z.object({ requestId: id, status: z.enum(REFERRAL_STATUSES) }),
    ({ requestId, status }, context) => notifyReferralStatus(context, requestId, status),
  ),
  [MESSAGE_UNREAD_TASK]: task(MessageWaitSchema, (wait, context) =>
    chaseUnreadMessage(context, wait, new Date()),
  ),
  [COUNTRY_UPDATED_TASK]: task(
    z.object({ key: z.string(), countries: z.array(CountryUpdateSchema) }),
    (update, context) => notifyCountryUpdates(context, update),
  ),
  [COUNTRY_WEEKLY_TASK]: task(NOTHING, async (_, context) => {
    await sendWeeklyCountryMails(context, new Date());
  }),
  [DIGEST_TASK]: task(NOTHING, async (_, { digests, log }) => {
    const summary = await digests.run();
    log.info(summary, "job-alert digests and match mails run");
  }),
  [FRESHNESS_TASK]: task(NOTHING, (_, { db, log, jobMaxAgeDays }) =>
    sweepOutdatedJobs(db, log, jobMaxAgeDays),
  ),
  [COUNTS_COMPACTION_TASK]: task(NOTHING, (_, { db }) => compactJobCounts(db)),
  [RATE_LIMIT_SWEEP_TASK]: task(NOTHING, async (_, { db, log }) => {
    const deleted = await deleteExpiredHits(db);
    if (deleted > 0) log.info({ deleted }, "rate limits: ended windows deleted");
  }),
  [RATES_FEED_TASK]: task(NOTHING, (_, { fetchRates }) => fetchRates()),
  [FEED_TASK]: task(z.object({ name: z.string() }), ({ name }, { runFeed }) => runFeed(name)),
};

/** Every kind's handler on the queue, at start. */
export function registerTasks(queue: Queue, context: TaskContext): void {
  for (const [kind, definition] of Object.entries(TASKS)) definition.register(queue, kind, context);
}
