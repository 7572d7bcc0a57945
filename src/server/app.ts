import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import proxyAddr from "@fastify/proxy-addr";
import Fastify, { type FastifyLoggerOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/types";
import { guardedValidatorCompiler } from "./http/validator";
import type { Feed } from "./import/feeds";
import { importDocument } from "./import/import-document";
import type { ImportDocument } from "./import/types";
import type { MailTransport } from "./mail/mailer";
import { type Metrics, noMetrics } from "./metrics/metrics";
import { createPrometheusMetrics } from "./metrics/prometheus";
import { accountRoutes } from "./modules/account/account.routes";
import { emailChangeRoutes } from "./modules/account/email-change.routes";
import { applicationsRoutes } from "./modules/applications/applications.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { emailVerificationRoutes } from "./modules/auth/email-verification.routes";
import { companiesRoutes } from "./modules/companies/companies.routes";
import { countriesRoutes } from "./modules/countries/countries.routes";
import { employerRoutes } from "./modules/employer/employer.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { jobsRoutes } from "./modules/jobs/jobs.routes";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { methodologyRoutes } from "./modules/methodology/methodology.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { payRoutes } from "./modules/pay/pay.routes";
import { referralRequestsRoutes } from "./modules/referrals/referral-requests.routes";
import { referralsRoutes } from "./modules/referrals/referrals.routes";
import { savedSearchesRoutes } from "./modules/saved-searches/saved-searches.routes";
import { sessionsRoutes } from "./modules/sessions/sessions.routes";
import { sitemapRoutes } from "./modules/sitemap/sitemap.routes";
import { statsRoutes } from "./modules/stats/stats.routes";
import { twoFactorRoutes } from "./modules/two-factor/two-factor.routes";
import { oneClickUnsubscribeRoutes, unsubscribeRoutes } from "./modules/unsubscribe/unsubscribe.routes";
import { visasRoutes } from "./modules/visas/visas.routes";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes";
import { createOutboundFetcher, type OutboundFetcher } from "./outbound/outbound-fetch";
import { backgroundPlugin } from "./plugins/background";
import { cachesPlugin } from "./plugins/caches";
import { compiledSerializerCompiler } from "./plugins/compiled-serializer";
import { docsPlugin } from "./plugins/docs";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler";
import { fileStoragePlugin } from "./plugins/file-storage";
import { logSerializers } from "./plugins/logging";
import { metricsPlugin } from "./plugins/metrics";
import { pgListenerPlugin } from "./plugins/pg-listener";
import { realtimePlugin } from "./plugins/realtime";
import { registerRequestIdHeader, requestIdGenerator, type TrustProxy } from "./plugins/request-id";
import { secretBoxPlugin } from "./plugins/secret-box";
import { securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { webPlugin } from "./plugins/web";
import type { App } from "./types";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** What the parts record for GET /metrics; records nothing when METRICS_TOKEN is unset. */
    metrics: Metrics;
    /** `draining`: set by main.ts when a stop begins; /api/ready then answers 503. */
    lifecycle: { draining: boolean };
    /** Every server-side fetch of an outside address goes through it (src/server/outbound). */
    outbound: OutboundFetcher;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Secret for signing cookies; main.ts resolves it (env or a file kept in DATA_DIR). */
  sessionSecret: string;
  /** Delivery other than SMTP or the outbox (tests capture mail with it). */
  mailTransport?: MailTransport | undefined;
  /** Run queued tasks in the background (default). Tests leave it off and call `app.queue.runDue()`. */
  runTasks?: boolean;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: FastifyLoggerOptions["stream"];
  /** The feeds of JOB_FEEDS, read and checked at start (main.ts), imported on their schedules. */
  feeds?: Feed[];
  /** What imports a feed's content: the importer, unless a test gives another. */
  importDocument?: ImportDocument;
}

/**
 * Fastify treats a bare hop count as "trust nothing" (it cannot tell a proxy from a client that
 * reached the app directly). TRUST_PROXY=n is the operator's word that the app is reachable through
 * its n proxies only, so the last n hops are believed. Addresses are compiled as Fastify would
 * (proxy-addr), once, so the request id (plugins/request-id.ts) trusts exactly the same peers.
 */
function trustedProxies(setting: Config["trustProxy"]): false | TrustProxy {
  if (setting === false) return false;
  return typeof setting === "number" ? (_address, hop) => hop < setting : proxyAddr.compile(setting);
}

/** Builds the whole app without listening: plugins, then modules, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const trust = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: options.logStream },
    trustProxy: trust,
    genReqId: requestIdGenerator(trust),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(guardedValidatorCompiler);
  // Compiled from the same schemas; the tests still hold every answer to its Zod schema first.
  app.setSerializerCompiler(compiledSerializerCompiler({ checkWithZod: config.env === "test" }));
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("lifecycle", { draining: false });
  // First of all hooks: even an answer an early hook refuses carries its id.
  registerRequestIdHeader(app);
  // Only with a token to guard them: otherwise nothing is measured and /metrics does not exist.
  const prometheus = config.metricsToken ? createPrometheusMetrics({ database, log: app.log }) : undefined;
  app.decorate("metrics", prometheus ?? noMetrics);
  app.decorate(
    "outbound",
    createOutboundFetcher({
      allow: config.outboundAllow,
      userAgent: `Borderless (+${config.publicUrl})`,
      onOutcome: (purpose, outcome) => app.metrics.outboundFetch(purpose, outcome),
    }),
  );
  // The queue, the scheduler, the mailer and every task and scheduled job (queue/tasks.ts, schedules.ts).
  await app.register(backgroundPlugin, {
    sessionSecret: options.sessionSecret,
    mailTransport: options.mailTransport,
    runTasks: options.runTasks,
    feeds: options.feeds,
    importDocument: options.importDocument ?? importDocument,
  });

  registerErrorHandler(app);
  // Answers are compressed as they are sent (the app's files have build-time copies at the top
  // quality). Brotli quality 3 rather than the plugin's 4: a 90 KB search page takes about half the
  // time (0.3 ms against 0.6 ms on a 2-core server) for 5% more bytes. An answer is compressed in
  // one call, not through a stream: the plugin streams answers above 8 KB on a 2-core host, and the
  // server then spent a median of 5.5 ms of CPU per 100 KB search page against 3.8 ms with one call
  // (decision 024). Files are streams and stay so.
  await app.register(compress, {
    threshold: 1024,
    // Above every answer we make (the list of all countries is about 1.3 MB before compression).
    syncThreshold: 4 * 1024 * 1024,
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 3 },
    },
  });
  await app.register(securityPlugin);
  await app.register(sessionPlugin, { db: database.db, secret: options.sessionSecret });
  await app.register(secretBoxPlugin, { secret: options.sessionSecret });
  await app.register(pgListenerPlugin);
  await app.register(realtimePlugin);
  await app.register(cachesPlugin);
  await app.register(fileStoragePlugin);
  await app.register(docsPlugin);
  if (prometheus && config.metricsToken) {
    await app.register(metricsPlugin, { metrics: prometheus, token: config.metricsToken });
  }

  await app.register(
    async (api: App) => {
      await api.register(healthRoutes);
      await api.register(statsRoutes);
      await api.register(countriesRoutes);
      await api.register(methodologyRoutes);
      await api.register(jobsRoutes);
      await api.register(visasRoutes);
      await api.register(companiesRoutes);
      await api.register(payRoutes);
      await api.register(authRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(accountRoutes);
      await api.register(emailChangeRoutes);
      await api.register(sessionsRoutes);
      await api.register(twoFactorRoutes);
      await api.register(waitlistRoutes);
      await api.register(referralsRoutes);
      await api.register(messagesRoutes);
      await api.register(referralRequestsRoutes);
      await api.register(employerRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(applicationsRoutes);
      await api.register(notificationsRoutes);
      await api.register(unsubscribeRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(oneClickUnsubscribeRoutes);
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
  if (config.webRoot) await app.register(webPlugin, { root: config.webRoot, publicUrl: config.publicUrl });
  return app;
}
