import { Parser } from "htmlparser2";

/**
 * What reading one document may cost. A page from a feed or a pasted link is written by someone
 * else: every cost of reading it grows at most linearly with its size, and the size is capped.
 */
export const DOCUMENT_LIMITS = {
  /** A document larger than this is not read (the feed fetcher stops at the same size). */
  maxBytes: 20 * 1024 * 1024,
  /** JSON-LD scripts read from one page; a page with more names the rest as one problem. */
  maxScripts: 100,
  /** One JSON-LD script larger than this is skipped, with its reason. */
  maxScriptBytes: 5 * 1024 * 1024,
  /** Arrays and objects nested deeper than this are not parsed. */
  maxDepth: 64,
  /** A posting's description HTML is cut to this many characters before it is turned into text. */
  maxDescriptionHtml: 200_000,
  /** The whole read, in a worker thread, is stopped after this long. */
  timeoutMs: 10_000,
} as const;

/**
 * How deeply JSON text nests its arrays and objects, counting no further than `limit + 1`: one pass
 * over the characters, strings skipped, so a hostile document cannot make parsing or walking it
 * recurse without end.
 */
export function jsonDepth(text: string, limit: number = DOCUMENT_LIMITS.maxDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/** JSON text parsed, refusing nesting past the limit; the error says what was wrong in words. */
export function parseJsonWithin(text: string): unknown {
  if (jsonDepth(text) > DOCUMENT_LIMITS.maxDepth) {
    throw new Error(`nested more than ${DOCUMENT_LIMITS.maxDepth} levels deep`);
  }
  return JSON.parse(text);
}

/** One JSON-LD script of a page: its place among the page's JSON-LD scripts (from 1), and its text. */
export interface LdJsonScript {
  number: number;
  text: string;
}

/**
 * The text of each `<script type="application/ld+json">` of an HTML page, read by a streaming HTML
 * parser (htmlparser2) in one pass: no pattern that backtracks, at most `maxScripts` scripts of at
 * most `maxScriptBytes` each. What is left out is listed as problems, in words.
 */
export function ldJsonScripts(html: string): { scripts: LdJsonScript[]; problems: string[] } {
  const scripts: LdJsonScript[] = [];
  const problems: string[] = [];
  let seen = 0;
  let current: { parts: string[]; length: number } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script") return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        if (!type.startsWith("application/ld+json")) return;
        seen += 1;
        if (seen <= DOCUMENT_LIMITS.maxScripts) current = { parts: [], length: 0 };
      },
      ontext(text) {
        if (!current) return;
        current.length += text.length;
        if (current.length <= DOCUMENT_LIMITS.maxScriptBytes) current.parts.push(text);
      },
      onclosetag(name) {
        if (name !== "script" || !current) return;
        if (current.length > DOCUMENT_LIMITS.maxScriptBytes) {
          problems.push(
            `JSON-LD script ${seen} is larger than ${DOCUMENT_LIMITS.maxScriptBytes / (1024 * 1024)} MB and was not read`,
          );
        } else scripts.push({ number: seen, text: current.parts.join("") });
        current = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  if (seen > DOCUMENT_LIMITS.maxScripts) {
    problems.push(
      `the page has ${seen} JSON-LD scripts; only the first ${DOCUMENT_LIMITS.maxScripts} were read`,
    );
  }
  return { scripts, problems };
}
