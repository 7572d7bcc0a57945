import fs from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db } from "../db/types";
import type { OutboundFetcher } from "../outbound/outbound-fetch";
import type { DocumentFormat } from "./parse-document";
import { READ_FORMATS } from "./raw-posting";
import { withPostingDetails } from "./smartrecruiters-feed";
import type { ImportDocument, ImportOptions } from "./types";

export const FEED_TASK = "feed-import";

const MINUTE_MS = 60_000;
const UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: 24 * 60 * MINUTE_MS } as const;
const MIN_EVERY_MS = 15 * MINUTE_MS;
const MAX_EVERY_MS = 7 * UNIT_MS.d;
const EVERY_FORMS = "a number of minutes, hours or days such as 30m, 6h or 1d, from 15m to 7d";

/** '30m', '6h', '1d' in milliseconds; undefined for anything else. */
function parseEvery(text: string): number | undefined {
  const match = /^([1-9]\d{0,4})([mhd])$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

function isFeedAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      url.username === "" &&
      url.password === ""
    );
  } catch {
    return false;
  }
}

/** A text field: its message says whether it is missing or not text. */
function text(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${field} is missing` : `${field} must be text`),
  });
}

const FeedSchema = z.strictObject({
  name: text("name").regex(
    /^[a-z0-9][a-z0-9._-]{0,63}$/,
    "name must be 1 to 64 lower-case letters, digits, dots, dashes or underscores (acme-greenhouse)",
  ),
  url: text("url").refine(
    isFeedAddress,
    "url must be an http:// or https:// address with a host and no user name or password",
  ),
  format: z
    .enum([...READ_FORMATS, "auto"], `format must be ${READ_FORMATS.join(", ")} or auto`)
    .default("auto"),
  company: text("company")
    .trim()
    .min(1, "company must not be empty")
    .max(200, "company must be at most 200 characters")
    .optional(),
  every: z
    .string(`every must be ${EVERY_FORMS}`)
    .default("6h")
    .transform((text, ctx) => {
      const ms = parseEvery(text);
      if (ms === undefined || ms < MIN_EVERY_MS || ms > MAX_EVERY_MS) {
        ctx.addIssue({
          code: "custom",
          message: `every must be ${EVERY_FORMS}, not ${JSON.stringify(text)}`,
        });
        return z.NEVER;
      }
      return ms;
    }),
});

const FeedsSchema = z
  .array(FeedSchema, "the file must hold a JSON array of feeds")
  .superRefine((feeds, ctx) => {
    const seen = new Set<string>();
    feeds.forEach((feed, i) => {
      if (seen.has(feed.name)) {
        ctx.addIssue({
          code: "custom",
          path: [i, "name"],
          message: `name ${feed.name} is used by an earlier feed`,
        });
      }
      seen.add(feed.name);
    });
  });

/** One feed of JOB_FEEDS, checked: `everyMs` is its interval. */
export interface Feed {
  name: string;
  url: string;
  format: DocumentFormat;
  company?: string;
  everyMs: number;
}

/**
 * The feeds a JOB_FEEDS file lists (JSON, see docs/importing-feeds.md). Anything wrong stops with
 * one line naming the file, the feed (its position and name) and the field, as settings errors do.
 */
export function parseFeeds(text: string, file: string): Feed[] {
  const fail = (detail: string) => new Error(`Invalid settings: JOB_FEEDS (${file}): ${detail}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw fail(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = FeedsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, field] = issue?.path ?? [];
    if (typeof index !== "number") throw fail(issue?.message ?? "not a list of feeds");
    const entry = Array.isArray(json) ? (json[index] as { name?: unknown } | undefined) : undefined;
    const named = typeof entry?.name === "string" ? ` (${entry.name})` : "";
    // An unknown field is reported on the feed itself, with the field's name in the message.
    const unknown =
      issue?.code === "unrecognized_keys" ? `unknown field ${issue.keys.join(", ")}` : undefined;
    const where = field === undefined ? "" : `, ${String(field)}`;
    throw fail(`feed ${index + 1}${named}${where}: ${unknown ?? issue?.message}`);
  }
  return parsed.data.map(({ every, company, ...feed }) => ({
    ...feed,
    ...(company === undefined ? {} : { company }),
    everyMs: every,
  }));
}

/** Reads and checks the JOB_FEEDS file at start (see parseFeeds). */
export function loadFeedsFile(file: string): Feed[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
    throw new Error(`Invalid settings: JOB_FEEDS (${file}): cannot be read: ${reason}`);
  }
  return parseFeeds(text, file);
}

export interface FetchLimits {
  /** The whole answer, redirects and body included, must arrive within this (default 30 s). */
  timeoutMs: number;
  /** Larger answers are refused (default 20 MB). */
  maxBytes: number;
}

const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 30_000, maxBytes: 20 * 1024 * 1024 };

export interface FeedRunnerOptions {
  db: Db;
  feeds: Feed[];
  /** The importer (src/server/import); tests may give one that records its calls. */
  importDocument: ImportDocument;
  log: FastifyBaseLogger;
  /** The outbound fetcher (public addresses only, redirects checked, time and size capped). */
  fetcher: OutboundFetcher;
  limits?: FetchLimits;
}

/** Each failed fetch is tried again after 15 s, 30 s and 1 min; then the next slot tries afresh. */
export const FEED_ATTEMPTS = 4;

/**
 * The run of a `feed-import` task (one per feed of JOB_FEEDS and slot, once across instances;
 * queue/schedules.ts): it fetches the feed through the outbound fetcher (public addresses only,
 * every redirect checked) and hands the content to the importer as the whole of its source's
 * current postings. A refused or failed fetch, or an answer but 2xx, fails the task with its reason
 * (logged, and counted in /metrics), imports nothing, and the queue tries again with backoff. Running a feed twice imports the same postings twice, which changes
 * nothing the second time: the importer matches postings by source and id.
 */
export function createFeedRunner(options: FeedRunnerOptions): (name: string) => Promise<void> {
  const { db, feeds, importDocument, log } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const byName = new Map(feeds.map((feed) => [feed.name, feed]));

  return async (name) => {
    const feed = byName.get(name);
    if (!feed) {
      // Queued before a restart with a JOB_FEEDS that no longer lists it.
      log.warn({ feed: name }, "feed run dropped: JOB_FEEDS no longer lists this feed");
      return;
    }
    const read = async (url: string) => {
      const answer = await options.fetcher.fetch(url, {
        purpose: "feed",
        ...limits,
        accept: "application/json, application/xml;q=0.9, text/html;q=0.9, */*;q=0.5",
      });
      return new TextDecoder("utf-8").decode(answer.body);
    };
    let body: string;
    try {
      body = await read(feed.url);
    } catch (error) {
      throw new Error(`feed ${feed.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // A SmartRecruiters list names its postings without their text: each posting's own answer is read.
    if (feed.format === "smartrecruiters") body = await withPostingDetails(body, feed.url, read);
    // The declared format is checked as the content is read (off this thread): an error page served
    // with 200 must not stand in for the feed's whole list and close every job of it.
    const importOptions: ImportOptions = { origin: feed.url, full: true, format: feed.format };
    if (feed.company) importOptions.company = feed.company;
    const summary = await importDocument(db, body, importOptions);
    if (summary.unreadable) throw new Error(`feed ${feed.name}: ${summary.unreadable}`);
    log.info(
      {
        feed: feed.name,
        imported: summary.imported,
        updated: summary.updated,
        closed: summary.closed,
        skipped: summary.skipped,
        skips: summary.skips.slice(0, 5),
      },
      `feed ${feed.name} imported`,
    );
  };
}
