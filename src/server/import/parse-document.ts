import { MAX_DESCRIPTION_LENGTH } from "@shared/schemas/postings";
import { DOCUMENT_LIMITS, ldJsonScripts, parseJsonWithin } from "./document-limits";
import { isGreenhouseBoard, readGreenhouseJob } from "./greenhouse";
import { htmlToText } from "./html-text";
import { isLeverPostings, readLeverPosting } from "./lever";
import type { ParsedDocument, RawPosting, ReadPosting } from "./raw-posting";
import { findJobPostings, readJobPosting } from "./schema-org";

export type ParseResult = ParsedDocument | { error: string };

/** The formats a feed may declare; `auto` takes whatever the content is. */
export type DocumentFormat = "greenhouse" | "lever" | "schema.org" | "auto";

export interface ParseOptions {
  /** The company for formats that do not name it (Greenhouse, Lever). */
  company?: string;
  /**
   * The format the content must be (a feed's declared format): anything else is an error, so an
   * error page served with 200 never stands in for a feed's whole list of postings.
   */
  format?: DocumentFormat;
  /** Where the content came from, named in a wrong format's error. */
  origin?: string;
}

/**
 * Recognises a document by its content: an HTML page carrying JSON-LD, or JSON that is a Greenhouse
 * board, a Lever postings list or schema.org JobPosting JSON-LD. An unreadable document is one
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
  const read = html ? parseHtml(text) : parseJson(text, options.company);
  const wrong = wrongFormat(read, html, options);
  if (wrong) return { error: wrong };
  if ("error" in read) return read;
  return { ...read, postings: read.postings.map(toReadPosting) };
}

type Read = Omit<ParsedDocument, "postings"> & { postings: RawPosting[] };

function parseJson(text: string, company: string | undefined): Read | { error: string } {
  let value: unknown;
  try {
    value = parseJsonWithin(text);
  } catch (error) {
    return { error: `malformed JSON (${(error as Error).message})` };
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
      "not a recognised job feed (expected schema.org JobPosting JSON-LD, a Greenhouse board or Lever postings)",
  };
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
  if (html || ("error" in read && read.error.startsWith("malformed JSON"))) {
    return `${origin} did not answer JSON, which a ${format} feed is`;
  }
  const shape = format === "greenhouse" ? "an object with a jobs list" : "a list of postings";
  return `${origin} did not answer ${shape}, as a ${format} feed does`;
}

function toReadPosting({ descriptionHtml, ...posting }: RawPosting): ReadPosting {
  const html = descriptionHtml.slice(0, DOCUMENT_LIMITS.maxDescriptionHtml);
  return { ...posting, description: htmlToText(html).slice(0, MAX_DESCRIPTION_LENGTH) };
}
