import path from "node:path";
import fp from "fastify-plugin";
import { createFeedRunner, type Feed } from "../import/feeds";
import type { ImportDocument } from "../import/types";
import { createMailer, type Mailer, type MailTransport } from "../mail/mailer";
import { createDigests, type Digests } from "../notifications/digests";
import { createNotifier, type Notifier } from "../notifications/notifier";
import { createUnsubscribeTokens, type UnsubscribeTokens } from "../notifications/unsubscribe-token";
import { createRatesFetcher } from "../pay/rates-feed";
import { createQueue, type Queue } from "../queue/queue";
import { createScheduler, type Scheduler } from "../queue/scheduler";
import { scheduleAll, scheduledJobs } from "../queue/schedules";
import { registerTasks } from "../queue/tasks";
import { countsInTable } from "../rate-limit/rate-limit-store";
import type { App } from "../types";

declare module "fastify" {
  interface FastifyInstance {
    queue: Queue;
    scheduler: Scheduler;
    mailer: Mailer;
    notifier: Notifier;
    unsubscribeTokens: UnsubscribeTokens;
    digests: Digests;
  }
}

export interface BackgroundOptions {
  /** Secret the unsubscribe links are signed with (the session secret). */
  sessionSecret: string;
  /** Delivery other than SMTP or the outbox (tests capture mail with it). */
  mailTransport?: MailTransport | undefined;
  /** Run queued tasks and scheduled jobs in the background (default); tests call `queue.runDue()`. */
  runTasks?: boolean | undefined;
  /** The feeds of JOB_FEEDS, imported on their schedules. */
  feeds?: Feed[] | undefined;
  /** What imports a feed's content: the importer, unless a test gives another. */
  importDocument: ImportDocument;
}

/**
 * Background work in one place: the task queue and the scheduler over the app's database, the
 * mailer and notifier that queue mail on it, every kind of task with its handler
 * (queue/tasks.ts) and every job on the clock (queue/schedules.ts). Needs `config`, `database`,
 * `metrics` and `outbound` decorated first.
 */
export const backgroundPlugin = fp(
  async (app: App, options: BackgroundOptions) => {
    const { config, database } = app;
    const db = database.db;
    const feeds = options.feeds ?? [];
    const queue = createQueue({ db, log: app.log, metrics: app.metrics });
    app.decorate("queue", queue);
    const scheduler = createScheduler({ db, queue, log: app.log });
    app.decorate("scheduler", scheduler);
    const mailer = createMailer({
      db,
      queue,
      log: app.log,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      transport: options.mailTransport,
      metrics: app.metrics,
    });
    app.decorate("mailer", mailer);
    const unsubscribeTokens = createUnsubscribeTokens(options.sessionSecret);
    app.decorate("unsubscribeTokens", unsubscribeTokens);
    const notifier = createNotifier({ db, mailer, publicUrl: config.publicUrl, unsubscribeTokens });
    app.decorate("notifier", notifier);
    const digests = createDigests({ db, notifier, publicUrl: config.publicUrl, log: app.log });
    app.decorate("digests", digests);

    registerTasks(queue, {
      db,
      log: app.log,
      queue,
      mailer,
      notifier,
      digests,
      publicUrl: config.publicUrl,
      jobMaxAgeDays: config.jobMaxAgeDays,
      runFeed: createFeedRunner({
        db,
        feeds,
        importDocument: options.importDocument,
        log: app.log,
        fetcher: app.outbound,
      }),
      fetchRates: createRatesFetcher({
        db,
        fetcher: app.outbound,
        url: config.exchangeRatesFeed,
        log: app.log,
      }),
    });
    scheduleAll(
      scheduler,
      scheduledJobs({
        feeds,
        exchangeRatesFeed: config.exchangeRatesFeed,
        rateLimitTable: countsInTable(database.kind, config.redisUrl),
      }),
    );

    if (options.runTasks ?? true) {
      app.addHook("onReady", async () => {
        queue.start();
        scheduler.start();
      });
      // Before the database closes: the batch in progress finishes, no new one starts.
      app.addHook("onClose", async () => {
        await scheduler.stop();
        await queue.stop();
      });
    }
  },
  { name: "background" },
);
