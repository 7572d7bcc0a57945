import { AppError } from "@shared/errors";
import type { Application, FromTextInput } from "@shared/schemas/applications";
import type { Db } from "../../db/types";
import { boardApiRequest, recogniseBoardLink } from "../../import/board-links";
import {
  LINK_SOURCE,
  linkKey,
  pastedPosting,
  readBoardPosting,
  readLinkedPage,
  storePrivatePosting,
} from "../../import/private-posting";
import type { ReadPosting } from "../../import/raw-posting";
import { OutboundError, type OutboundFetcher } from "../../outbound/outbound-fetch";
import { recordApplication } from "../jobs/jobs.repository";
import * as repo from "./applications.repository";
import { getApplication } from "./applications.service";

/** A pasted link's page is read at most this large and this long (the parse has the same time again). */
export const LINK_PAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 } as const;

/** The application, and whether this call made it (201) or found the person's earlier one (200). */
export interface AddedApplication {
  created: boolean;
  application: Application;
}

const PASTE_TEXT = "You can paste the posting's text instead.";

/** Why a page could not be fetched, as the person reads it; an address refused is their input's fault. */
function fetchRefusal(error: OutboundError): AppError {
  switch (error.reason) {
    case "bad_address":
    case "private_address":
      return new AppError("validation", `That link cannot be read: ${error.message}.`);
    case "too_large":
      return new AppError(
        "unprocessable",
        `The page is larger than ${LINK_PAGE_LIMITS.maxBytes / (1024 * 1024)} MB, so it was not read. ${PASTE_TEXT}`,
      );
    case "timed_out":
      return new AppError(
        "unprocessable",
        `The page did not answer within ${LINK_PAGE_LIMITS.timeoutMs / 1000} s. ${PASTE_TEXT}`,
      );
    case "http_error":
      return new AppError("unprocessable", `The site answered ${error.status ?? "an error"}. ${PASTE_TEXT}`);
    default:
      return new AppError("unprocessable", `The page could not be fetched (${error.message}). ${PASTE_TEXT}`);
  }
}

/** Web pages, and JSON-LD served as itself. */
function isReadableType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type === "text/html" ||
    type === "application/xhtml+xml" ||
    type === "application/ld+json" ||
    type === "application/json"
  );
}

/** The posting's missing parts named for the person, or nothing when a job can be made of it. */
function missingParts(posting: ReadPosting): string | undefined {
  const missing = [
    posting.title ? undefined : "a title",
    posting.company?.name?.trim() ? undefined : "a company (hiringOrganization)",
  ].filter(Boolean);
  return missing.length > 0
    ? `The page's job posting has no ${missing.join(" and no ")}. ${PASTE_TEXT}`
    : undefined;
}

async function existing(db: Db, userId: number, url: string): Promise<AddedApplication | undefined> {
  const jobId = await repo.findLinkedJob(db, userId, LINK_SOURCE, linkKey(userId, url));
  if (jobId === undefined) return undefined;
  await recordApplication(db, userId, jobId);
  return { created: false, application: await getApplication(db, userId, jobId) };
}

async function store(
  db: Db,
  userId: number,
  posting: ReadPosting,
  url: string | undefined,
  hint: string,
): Promise<AddedApplication> {
  const stored = await db.transaction(async (tx) => {
    const result = await storePrivatePosting(tx, posting, { ownerId: userId, url, now: new Date() });
    if ("jobId" in result) await recordApplication(tx, userId, result.jobId);
    return result;
  });
  if ("reason" in stored) {
    throw new AppError("unprocessable", `The job posting cannot be used: ${stored.reason}.${hint}`);
  }
  return { created: true, application: await getApplication(db, userId, stored.jobId) };
}

/**
 * A recognised job board's posting read from the board's public API (its own answer, or the
 * account's listing it is picked from) through the outbound fetcher, with the page's limits;
 * undefined when the address is no board's posting or the answer cannot be read or does not hold
 * it (the page itself is read then).
 */
async function fromBoardApi(
  fetcher: OutboundFetcher,
  url: string,
  apiOrigin: string | undefined,
): Promise<ReadPosting | undefined> {
  const link = recogniseBoardLink(url);
  if (!link) return undefined;
  const request = boardApiRequest(link, apiOrigin);
  try {
    const answer = await fetcher.fetch(request.url, {
      purpose: "link",
      timeoutMs: LINK_PAGE_LIMITS.timeoutMs,
      maxBytes: LINK_PAGE_LIMITS.maxBytes,
      accept: request.accept,
    });
    const read = await readBoardPosting(
      answer.body.toString("utf8"),
      link,
      request,
      LINK_PAGE_LIMITS.timeoutMs,
    );
    if ("error" in read || missingParts(read.posting)) return undefined;
    return read.posting;
  } catch (error) {
    if (error instanceof OutboundError) return undefined;
    throw error;
  }
}

export interface FromLinkOptions {
  /**
   * Every job board API is asked at this origin instead (`<origin>/<API host>/<path>`): tests
   * point it at a local server. Never set from the environment (config.ts `boardApiOrigin`).
   */
  boardApiOrigin?: string | undefined;
}

/**
 * Reads the posting at `url` and makes it a job private to the person, with their application to
 * it. A recognised job board's posting (Greenhouse, Lever, Ashby, Workable, SmartRecruiters,
 * Recruitee, Personio) is read from the board's public API first; otherwise, or when that answer
 * cannot be read, the page is fetched through the outbound fetcher (public addresses only, 2 MB,
 * 10 s) and its schema.org JobPosting read. The same address pasted again answers the earlier
 * application.
 */
export async function addFromLink(
  db: Db,
  fetcher: OutboundFetcher,
  userId: number,
  url: string,
  options: FromLinkOptions = {},
): Promise<AddedApplication> {
  const earlier = await existing(db, userId, url);
  if (earlier) return earlier;
  const fromBoard = await fromBoardApi(fetcher, url, options.boardApiOrigin);
  if (fromBoard) return store(db, userId, fromBoard, url, ` ${PASTE_TEXT}`);
  let page: Awaited<ReturnType<OutboundFetcher["fetch"]>>;
  try {
    page = await fetcher.fetch(url, {
      purpose: "link",
      timeoutMs: LINK_PAGE_LIMITS.timeoutMs,
      maxBytes: LINK_PAGE_LIMITS.maxBytes,
      accept: "text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.1",
    });
  } catch (error) {
    if (error instanceof OutboundError) throw fetchRefusal(error);
    throw error;
  }
  if (!isReadableType(page.contentType)) {
    throw new AppError(
      "unprocessable",
      `The link is not a web page (it answered ${page.contentType ?? "with no content type"}). ${PASTE_TEXT}`,
    );
  }
  const read = await readLinkedPage(page.body.toString("utf8"), LINK_PAGE_LIMITS.timeoutMs);
  if ("error" in read) {
    throw new AppError("unprocessable", `No job posting was found on the page: ${read.error}. ${PASTE_TEXT}`);
  }
  const missing = missingParts(read.posting);
  if (missing) throw new AppError("unprocessable", missing);
  return store(db, userId, read.posting, url, ` ${PASTE_TEXT}`);
}

/** A private job made of the words the person pasted (the visa reading runs on them), with its application. */
export async function addFromText(db: Db, userId: number, input: FromTextInput): Promise<AddedApplication> {
  if (input.url) {
    const earlier = await existing(db, userId, input.url);
    if (earlier) return earlier;
  }
  return store(db, userId, pastedPosting(input), input.url, "");
}
