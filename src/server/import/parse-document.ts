import { isGreenhouseBoard, readGreenhouseJob } from "./greenhouse";
import { isLeverPostings, readLeverPosting } from "./lever";
import type { ParsedDocument } from "./raw-posting";
import { findJobPostings, ldJsonScripts, readJobPosting } from "./schema-org";

export type ParseResult = ParsedDocument | { error: string };

/**
 * Recognises a document by its content: an HTML page carrying JSON-LD, or JSON that is a Greenhouse
 * board, a Lever postings list or schema.org JobPosting JSON-LD. An unreadable document is one error.
 */
export function parseDocument(content: string, company: string | undefined): ParseResult {
  const text = content.replace(/^\uFEFF/, "").trim();
  if (!text) return { error: "the document is empty" };
  if (text.startsWith("<")) return parseHtml(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
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

function parseHtml(html: string): ParseResult {
  const scripts = ldJsonScripts(html);
  if (scripts.length === 0)
    return { error: 'the HTML page has no JSON-LD (<script type="application/ld+json">)' };
  const problems: ParsedDocument["problems"] = [];
  const nodes: Record<string, unknown>[] = [];
  scripts.forEach((script, i) => {
    try {
      findJobPostings(JSON.parse(script), nodes);
    } catch (error) {
      problems.push({
        posting: `JSON-LD script ${i + 1}`,
        reason: `malformed JSON (${(error as Error).message})`,
      });
    }
  });
  if (nodes.length === 0 && problems.length === 0)
    return { error: "the HTML page's JSON-LD holds no JobPosting" };
  return {
    format: "schema.org",
    full: false,
    problems,
    postings: nodes.map((n, i) => readJobPosting(n, i + 1)),
  };
}
