import path from "node:path";
import type { Config } from "../config";

/** A configuration for tests: in-memory database, no static files, no SMTP. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: path.resolve(".test-data"),
    databaseUrl: process.env.TEST_DATABASE_URL ?? "memory://",
    sessionSecret: "test-secret-test-secret-test-secret-0123",
    smtpUrl: undefined,
    mailFrom: "Borderless <no-reply@borderless.local>",
    publicUrl: "http://localhost:3000",
    publicHostOnly: false,
    env: "test",
    logLevel: "silent",
    trustProxy: false,
    rateLimitScale: 1,
    webRoot: undefined,
    demoData: true,
    messageStreamsPerPerson: 5,
    messageStreamsTotal: 2000,
    messageStreamHeartbeatMs: 25_000,
    jobMaxAgeDays: 60,
    jobFeedsFile: undefined,
    redisUrl: undefined,
    metricsToken: undefined,
    outboundAllow: [],
    exchangeRatesFeed: undefined,
    boardApiOrigin: undefined,
    ...overrides,
  };
}
