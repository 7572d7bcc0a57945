import { MAX_DESCRIPTION_LENGTH } from "@shared/schemas/postings";
import { isArbeitnowPage, readArbeitnowJob } from "./arbeitnow";
import { isAshbyBoard, readAshbyJob } from "./ashby";
import { DOCUMENT_LIMITS, ldJsonScripts, parseJsonWithin } from "./document-limits";
import { isGreenhouseBoard, readGreenhouseJob } from "./greenhouse";
import { htmlToText } from "./html-text";
import { isLeverPostings, readLeverPosting } from "./lever";
import { isPersonioFeed, personioBoardHost, readPersonioFeed, readPersonioPosition } from "./personio";
import {
  AGGREGATOR_FORMATS,
  isObject,
  type ParsedDocument,
  type RawPosting,
  type ReadFormat,
  type ReadPosting,
  str,
} from "./raw-posting";
import { isRecruiteeOffers, readRecruiteeOffer } from "./recruitee";
import { isRemotiveJobs, readRemotiveJob } from "./remotive";
import { findJobPostings, readJobPosting } from "./schema-org";
import {
  isSmartRecruitersList,
  isSmartRecruitersPosting,
  isWholeSmartRecruitersList,
  readSmartRecruitersPosting,
} from "./smartrecruiters";
import { isWorkableAccount, readWorkableJob } from "./workable";

export type ParseResult = ParsedDocument | { error: string };

/** The formats a feed may declare; `auto` takes whatever the content is. */
export type DocumentFormat = ReadFormat | "auto";

export interface ParseOptions {
  /** The company for formats that do not name it (Greenhouse, Lever, Ashby); it wins over a board's own name. */
  company?: string;
  /**
   * The format the content must be (a feed's declared format): anything else is an error, so an
   * error page served with 200 never stands in for a feed's whole list of postings.
   */
  format?: DocumentFormat;
  /**
   * Where the content came from, named in a wrong format's error; a Personio feed's board address
   * (its apply links) is read from it.
   */
  origin?: string;
  /**
   * Keep only the posting with this external id, or Recruitee offer slug (one posting of a board's
   * answer, for a pasted link); a declared format's one-posting answer (a Greenhouse job, a Lever posting, a Recruitee
   * offer) is read as a list of one.
   */
  pick?: string;
}

/**
 * Recognises a document by its content: an HTML page carrying JSON-LD, a Personio XML feed, or JSON
 * that is a job board's answer (SmartRecruiters, Ashby, Workable, Recruitee, Arbeitnow, Remotive,
 * Greenhouse, Lever) or schema.org JobPosting JSON-LD. An unreadable document is one
 * error. Every step costs time in proportion to the document's size, which is capped
 * (DOCUMENT_LIMITS); descriptions come back as the plain text a job page shows.
 */
export function parseDocument(content: string, options: ParseOptions = {}): ParseResult {
  if (content.length > DOCUMENT_LIMITS.maxBytes) {
    return { error: `the document is larger than ${DOCUMENT_LIMITS.maxBytes / (1024 * 1024)} MB` };
  }
  const text = content.replace(/^\uFEFF/, "").trim();
  if (!text) return { error: "the document is empty" };
  const html = text.startsWith("<");
  const read = html
    ? isPersonioFeed(text)
      ? parsePersonio(text, options)
      : parseHtml(text)
    : parseJson(text, options.company, options.format);
  const wrong = wrongFormat(read, html, options);
  if (wrong) return { error: wrong };
  if ("error" in read) return read;
  const { pick } = options;
  const postings =
    pick === undefined ? read.postings : read.postings.filter((p) => isPicked(p, pick, read.format));
  return { ...read, postings: postings.map(toReadPosting) };
}

/** The posting a pick names: its external id, or for Recruitee its offer's slug (`…/o/<slug>`). */
function isPicked(posting: RawPosting, pick: string, format: ReadFormat): boolean {
  if (posting.externalId === pick) return true;
  if (format !== "recruitee" || !posting.applyUrl) return false;
  const at = posting.applyUrl.indexOf(`/o/${pick}`);
  const after = posting.applyUrl.charAt(at + pick.length + 3);
  return at >= 0 && (after === "" || after === "/" || after === "?");
}

function parsePersonio(xml: string, options: ParseOptions): Read | { error: string } {
  const feed = readPersonioFeed(xml);
  if ("error" in feed) return feed;
  const host = personioBoardHost(options.origin);
  return {
    format: "personio",
    full: true,
    problems: [],
    postings: feed.positions.map((p, i) => readPersonioPosition(p, i + 1, options.company, host)),
  };
}

/** A declared board's answer for one posting, as the list of one its listing would hold. */
function oneAsList(value: unknown, declared: DocumentFormat | undefined): unknown {
  if (!isObject(value)) return value;
  if (declared === "greenhouse" && value.jobs === undefined && str(value.absolute_url))
    return { jobs: [value] };
  if (declared === "lever" && str(value.text) && (str(value.hostedUrl) || str(value.applyUrl)))
    return [value];
  if (declared === "recruitee" && isObject(value.offer)) return { offers: [value.offer] };
  return value;
}

type Read = Omit<ParsedDocument, "postings"> & { postings: RawPosting[] };

/** The boards recognised by their answer's shape, before Greenhouse: their lists look like its `jobs`. */
const BOARDS: {
  format: ReadFormat;
  list: string;
  test: (value: unknown) => boolean;
  read: (posting: unknown, position: number, company: string | undefined) => RawPosting;
}[] = [
  { format: "ashby", list: "jobs", test: isAshbyBoard, read: readAshbyJob },
  {
    format: "workable",
    list: "jobs",
    test: isWorkableAccount,
    read: (job, i, company) => readWorkableJob(job, i, company),
  },
  { format: "remotive", list: "jobs", test: isRemotiveJobs, read: (job, i) => readRemotiveJob(job, i) },
  { format: "recruitee", list: "offers", test: isRecruiteeOffers, read: readRecruiteeOffer },
  { format: "arbeitnow", list: "data", test: isArbeitnowPage, read: (job, i) => readArbeitnowJob(job, i) },
];

function parseJson(
  text: string,
  company: string | undefined,
  declared: DocumentFormat | undefined,
): Read | { error: string } {
  let value: unknown;
  try {
    value = oneAsList(parseJsonWithin(text), declared);
  } catch (error) {
    return { error: `malformed JSON (${(error as Error).message})` };
  }
  if (isSmartRecruitersList(value) || (declared === "smartrecruiters" && isEmptyPage(value))) {
    return {
      format: "smartrecruiters",
      full: isSmartRecruitersList(value) && isWholeSmartRecruitersList(value),
      problems: [],
      postings: value.content.map((p, i) => readSmartRecruitersPosting(p, i + 1, company)),
    };
  }
  if (isSmartRecruitersPosting(value)) {
    return {
      format: "smartrecruiters",
      full: false,
      problems: [],
      postings: [readSmartRecruitersPosting(value, 1, company)],
    };
  }
  for (const board of BOARDS) {
    const list = isObject(value) ? value[board.list] : undefined;
    // An empty list is recognised only as the format a feed declared: it has nothing to tell it by.
    const empty = board.format === declared && Array.isArray(list) && list.length === 0;
    if (!empty && !board.test(value)) continue;
    const named = company ?? (board.format === "workable" && isObject(value) ? str(value.name) : undefined);
    return {
      format: board.format,
      full: !AGGREGATOR_FORMATS.has(board.format),
      problems: [],
      postings: (list as unknown[]).map((p, i) => board.read(p, i + 1, named)),
    };
  }
  if (isGreenhouseBoard(value)) {
    return {
      format: "greenhouse",
      full: true,
      problems: [],
      postings: value.jobs.map((job, i) => readGreenhouseJob(job, i + 1, company)),
    };
  }
  const nodes = findJobPostings(value);
  if (nodes.length > 0) {
    return {
      format: "schema.org",
      full: false,
      problems: [],
      postings: nodes.map((n, i) => readJobPosting(n, i + 1)),
    };
  }
  if (isLeverPostings(value)) {
    return {
      format: "lever",
      full: true,
      problems: [],
      postings: value.map((p, i) => readLeverPosting(p, i + 1, company)),
    };
  }
  return {
    error:
      "not a recognised job feed (expected schema.org JobPosting JSON-LD, or an Ashby, Workable, Recruitee, Arbeitnow, Remotive, SmartRecruiters, Greenhouse or Lever answer, or a Personio XML feed)",
  };
}

/** A SmartRecruiters page with no postings (`{"totalFound": 0, "content": []}`). */
function isEmptyPage(value: unknown): value is { content: unknown[] } {
  return isObject(value) && Array.isArray(value.content) && value.content.length === 0;
}

function parseHtml(html: string): Read | { error: string } {
  const { scripts, problems: left } = ldJsonScripts(html);
  if (scripts.length === 0 && left.length === 0)
    return { error: 'the HTML page has no JSON-LD (<script type="application/ld+json">)' };
  const problems: ParsedDocument["problems"] = left.map((reason) => ({ posting: "page", reason }));
  const nodes: Record<string, unknown>[] = [];
  for (const script of scripts) {
    try {
      findJobPostings(parseJsonWithin(script.text), nodes);
    } catch (error) {
      problems.push({
        posting: `JSON-LD script ${script.number}`,
        reason: `malformed JSON (${(error as Error).message})`,
      });
    }
  }
  if (nodes.length === 0 && problems.length === 0)
    return { error: "the HTML page's JSON-LD holds no JobPosting" };
  return {
    format: "schema.org",
    full: false,
    problems,
    postings: nodes.map((n, i) => readJobPosting(n, i + 1)),
  };
}

const SHAPES: Record<Exclude<ReadFormat, "schema.org">, string> = {
  greenhouse: "an object with a jobs list",
  lever: "a list of postings",
  ashby: "an object with a jobs list whose jobs have a jobUrl",
  workable: "an object with a jobs list whose jobs have a shortcode",
  recruitee: "an object with an offers list",
  arbeitnow: "an object with a data list of jobs",
  remotive: "an object with a jobs list whose jobs have a candidate_required_location",
  smartrecruiters: "an object with a content list of postings, or one posting with its jobAd",
  personio: "XML whose root is <workzag-jobs>",
};

/** Why the content is not the format a feed declared, in the words an operator reads; or nothing. */
function wrongFormat(
  read: Read | { error: string },
  html: boolean,
  options: ParseOptions,
): string | undefined {
  const format = options.format ?? "auto";
  if (format === "auto" || ("format" in read && read.format === format)) return undefined;
  const origin = options.origin ?? "the document";
  if (format === "schema.org") return `${origin} holds no schema.org JobPosting`;
  if (format === "personio") return `${origin} did not answer ${SHAPES.personio}, as a personio feed does`;
  if (html || ("error" in read && read.error.startsWith("malformed JSON"))) {
    return `${origin} did not answer JSON, which a ${format} feed is`;
  }
  return `${origin} did not answer ${SHAPES[format]}, as a ${format} feed does`;
}

function toReadPosting({ descriptionHtml, ...posting }: RawPosting): ReadPosting {
  const html = descriptionHtml.slice(0, DOCUMENT_LIMITS.maxDescriptionHtml);
  return { ...posting, description: htmlToText(html).slice(0, MAX_DESCRIPTION_LENGTH) };
}
