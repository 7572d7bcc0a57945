import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { type AllowEntry, parseOutboundAllow } from "./outbound/address-policy";

/**
 * The built web app, found from this module rather than the working directory, so the server
 * serves it wherever it is started from. This file is src/server/config.ts, or bundled into
 * dist/server/main.js: two levels below the project root either way.
 */
const BUILT_WEB_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "web");

const TRUST_PROXY_FORMS =
  "a hop count, the number of proxies in front of the app (TRUST_PROXY=1), or the proxies' addresses, comma-separated IPs or CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1)";

/**
 * An IP address, or a range no wider than /8 (IPv4) or /32 (IPv6): a wider one would trust most of
 * the Internet to name its own address (0.0.0.0/1 and 128.0.0.0/1 together trust everyone).
 * An IPv4-mapped IPv6 range is judged as the IPv4 range it maps.
 */
function trustedRangeProblem(text: string): string | undefined {
  const [address = "", prefix] = text.split("/");
  if (isIP(address) === 0) return `"${text}" is not an IP address or range`;
  if (prefix === undefined) return undefined;
  let network: ipaddr.IPv4 | ipaddr.IPv6;
  let bits: number;
  try {
    [network, bits] = ipaddr.parseCIDR(text);
  } catch {
    return `"${text}" is not an IP address or range`;
  }
  if (network.kind() === "ipv6" && (network as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    bits -= 96;
    network = (network as ipaddr.IPv6).toIPv4Address();
  }
  const widest = network.kind() === "ipv4" ? 8 : 32;
  if (bits < widest) {
    return `"${text}" is wider than /${widest}: clients in that range could name their own address; list the proxies' own addresses or a narrow range`;
  }
  return undefined;
}

/**
 * Whose X-Forwarded-* headers are believed: nobody's (false), the last `n` hops', or the listed
 * proxies'. `true` would believe every hop, and the client writes the first ones itself.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === "false" || value === "0") return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  if (value === "true") {
    ctx.addIssue({
      code: "custom",
      message: `TRUST_PROXY=true would trust every hop, so any client could choose its own address with X-Forwarded-For; give ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = trustedRangeProblem(entry);
    if (problem) {
      ctx.addIssue({ code: "custom", message: `${problem}; give ${TRUST_PROXY_FORMS}` });
      return z.NEVER;
    }
  }
  return entries;
}

function parseAllow(value: string, ctx: z.RefinementCtx): AllowEntry[] {
  const parsed = parseOutboundAllow(value);
  if ("error" in parsed) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed;
}

/** An http(s) address with a host and no credentials: something the outbound fetcher may fetch. */
function isFetchableAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** An http(s) address with a host: no credentials, query or fragment (a mail link is built on it). */
function isSiteAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      url.username === "" &&
      url.password === "" &&
      url.search === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
}

const PUBLIC_URL_NEEDED =
  "PUBLIC_URL must be set when DATABASE_URL or TRUST_PROXY is: the site's address as people reach it (PUBLIC_URL=https://jobs.example.com), from which every link in mail is built";

const JOB_MAX_AGE_DAYS_RANGE = "JOB_MAX_AGE_DAYS must be a whole number of days from 1 to 3650";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/)/,
      "DATABASE_URL must start with postgres:// (or memory:// for a throwaway embedded database)",
    )
    .optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Borderless <no-reply@borderless.local>"),
  PUBLIC_URL: z
    .string()
    .refine(isSiteAddress, "PUBLIC_URL must be the site's address, http:// or https:// with a host name")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  DEMO_DATA: z.enum(["on", "off"], "DEMO_DATA must be on or off").optional(),
  MESSAGE_STREAMS_PER_PERSON: z.coerce
    .number()
    .int("MESSAGE_STREAMS_PER_PERSON must be a whole number from 1 to 100")
    .min(1, "MESSAGE_STREAMS_PER_PERSON must be a whole number from 1 to 100")
    .max(100, "MESSAGE_STREAMS_PER_PERSON must be a whole number from 1 to 100")
    .default(5),
  MESSAGE_STREAMS_TOTAL: z.coerce
    .number()
    .int("MESSAGE_STREAMS_TOTAL must be a whole number from 1 to 100000")
    .min(1, "MESSAGE_STREAMS_TOTAL must be a whole number from 1 to 100000")
    .max(100_000, "MESSAGE_STREAMS_TOTAL must be a whole number from 1 to 100000")
    .default(2000),
  JOB_MAX_AGE_DAYS: z.coerce
    .number(JOB_MAX_AGE_DAYS_RANGE)
    .int(JOB_MAX_AGE_DAYS_RANGE)
    .min(1, JOB_MAX_AGE_DAYS_RANGE)
    .max(3650, JOB_MAX_AGE_DAYS_RANGE)
    .default(60),
  JOB_FEEDS: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  OUTBOUND_ALLOW: z.string().default("").transform(parseAllow),
  EXCHANGE_RATES_FEED: z
    .string()
    .refine(
      isFetchableAddress,
      "EXCHANGE_RATES_FEED must be an http:// or https:// address with a host and no user name or password (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml)",
    )
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters (it is the only thing that guards /metrics)")
    .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable ASCII without spaces")
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a server, memory:// for an in-memory embedded database, undefined for PGlite in dataDir. */
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The site's address as people reach it, without a trailing slash: every link in mail is built
   * from it, never from a request's headers. PUBLIC_URL, else http://localhost:PORT.
   */
  publicUrl: string;
  /**
   * PUBLIC_URL was given: requests naming another host are refused (the machine itself may still
   * use localhost). Otherwise the server answers its local names: localhost, loopback addresses, the
   * machine's own name and addresses (a phone on the same network).
   */
  publicHostOnly: boolean;
  env: "development" | "production" | "test";
  logLevel: string;
  /** Trust nothing (false), the last `n` hops, or the listed proxy addresses and ranges. */
  trustProxy: false | number | string[];
  /** Multiplies every rate limit's allowance (end-to-end runs sign many people up from one address). */
  rateLimitScale: number;
  /** Where the built web app lives; undefined serves no static files (API tests). */
  webRoot: string | undefined;
  /**
   * Seed the fictional demo companies, people, offerings, jobs and demo account at start. On by
   * default for the embedded database (a laptop trying the app), off with a PostgreSQL server (a
   * real deployment). The reference data (countries, cities, their figures) loads either way.
   */
  demoData: boolean;
  /** Live message streams one person may hold open; one more ends their oldest. */
  messageStreamsPerPerson: number;
  /** Live message streams the server holds at most; beyond that a new one is answered 503. */
  messageStreamsTotal: number;
  /** How often each person's streams get a heartbeat and one check that their sessions still live. */
  messageStreamHeartbeatMs: number;
  /**
   * An open job not refreshed (by an import or its employer) for this many days is closed as stale
   * by the daily sweep; demo jobs never are.
   */
  jobMaxAgeDays: number;
  /** The file listing the job feeds imported on a schedule (docs/importing-feeds.md); undefined: none. */
  jobFeedsFile: string | undefined;
  /** redis://… : rate-limit counters kept there, shared by every instance; unset: see rateLimitStore. */
  redisUrl: string | undefined;
  /** When set, GET /metrics answers `Authorization: Bearer <token>`; unset, /metrics is a 404. */
  metricsToken: string | undefined;
  /**
   * OUTBOUND_ALLOW: hosts and address ranges server-side fetches may reach although they resolve to
   * loopback, private or link-local addresses (an intranet feed; tests' local servers). Empty: none.
   */
  outboundAllow: AllowEntry[];
  /** EXCHANGE_RATES_FEED: the ECB reference-rates file fetched daily (src/server/pay/rates-feed.ts); unset, none. */
  exchangeRatesFeed: string | undefined;
  /**
   * Tests only, never read from the environment: a pasted job-board link's API request goes to
   * `<this origin>/<the API's host>/<path>` (a local server the test also lists in outboundAllow).
   * Undefined in every server: the boards' own API hosts are asked.
   */
  boardApiOrigin: string | undefined;
}

/**
 * Reads the environment once, at boot. Anything invalid stops the process with a readable message
 * (one line for one problem). `serving`: the settings are for the server itself (main.ts), which
 * needs PUBLIC_URL in a deployment; the command-line tools (seed, reference reload) send no mail.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { serving?: boolean } = {},
): Config {
  // An empty variable (DATABASE_URL=) means "not set", as a shell user expects.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const schema = options.serving
    ? EnvSchema.superRefine((e, ctx) => {
        const deployed = e.DATABASE_URL !== undefined || e.TRUST_PROXY !== false;
        if (deployed && e.PUBLIC_URL === undefined) {
          ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: PUBLIC_URL_NEEDED });
        }
      })
    : EnvSchema;
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    if (lines.length === 1) throw new Error(`Invalid settings: ${lines[0]}`);
    throw new Error(`Invalid settings:\n${lines.map((line) => `  ${line}`).join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    publicHostOnly: e.PUBLIC_URL !== undefined,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    webRoot: BUILT_WEB_APP,
    demoData: (e.DEMO_DATA ?? (e.DATABASE_URL?.startsWith("postgres") ? "off" : "on")) === "on",
    messageStreamsPerPerson: e.MESSAGE_STREAMS_PER_PERSON,
    messageStreamsTotal: e.MESSAGE_STREAMS_TOTAL,
    messageStreamHeartbeatMs: 25_000,
    jobMaxAgeDays: e.JOB_MAX_AGE_DAYS,
    jobFeedsFile: e.JOB_FEEDS === undefined ? undefined : path.resolve(e.JOB_FEEDS),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    outboundAllow: e.OUTBOUND_ALLOW,
    exchangeRatesFeed: e.EXCHANGE_RATES_FEED,
    boardApiOrigin: undefined,
  };
}
