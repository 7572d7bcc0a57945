import path from "node:path";
import { z } from "zod";

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
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
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
  publicUrl: string | undefined;
  env: "development" | "production" | "test";
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every rate limit's allowance (end-to-end runs sign many people up from one address). */
  rateLimitScale: number;
  /** Where the built web app lives; undefined serves no static files (API tests). */
  webRoot: string | undefined;
}

/** Reads the environment once, at boot. Anything invalid stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as a shell user expects.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
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
    publicUrl: e.PUBLIC_URL,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    webRoot: path.resolve("dist/web"),
  };
}

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
    env: "test",
    logLevel: "silent",
    trustProxy: false,
    rateLimitScale: 1,
    webRoot: undefined,
    ...overrides,
  };
}
