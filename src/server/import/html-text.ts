import { isWebAddress } from "@shared/schemas/postings";
import { compile } from "html-to-text";
import sanitizeHtml from "sanitize-html";
import { DOCUMENT_LIMITS } from "./document-limits";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  euro: "€",
  pound: "£",
  copy: "©",
};

/**
 * Decodes one level of HTML character references: Greenhouse sends its descriptions escaped
 * ("&lt;p&gt;…"), and sanitised HTML holds its text escaped. Unknown names are left as they are.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A posting's description reduced to what a job page may show: paragraphs, line breaks, lists,
 * emphasis, h3-h4 headings and links (href only, http/https/mailto). Scripts, styles, frames and
 * images go with their content; every other attribute goes.
 */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { h1: "h3", h2: "h3", h5: "h4", h6: "h4", div: "p" },
    nonTextTags: ["script", "style", "iframe", "noscript", "textarea", "option", "title", "head"],
  });
}

/** Blocks (paragraphs, headings, lists) are separated by one blank line; list items by a line break. */
const BLOCK = { leadingLineBreaks: 2, trailingLineBreaks: 2 };
const LIST = { ...BLOCK, itemPrefix: "• " };

/**
 * The sanitised HTML as text (html-to-text): no wrapping, headings as written (not upper-cased),
 * every list's items as bullets, links as "text (address)" or the address alone when it is the
 * text. HTML nested deeper than a document may nest is cut there (decision 034).
 */
const toText = compile({
  wordwrap: false,
  limits: { maxDepth: DOCUMENT_LIMITS.maxDepth },
  selectors: [
    { selector: "p", options: BLOCK },
    { selector: "h3", options: { ...BLOCK, uppercase: false } },
    { selector: "h4", options: { ...BLOCK, uppercase: false } },
    { selector: "ul", options: LIST },
    { selector: "ol", format: "unorderedList", options: LIST },
    { selector: "a", options: { linkBrackets: ["(", ")"], hideLinkHrefIfSameAsText: true } },
    // A list item outside a list (Lever sends its lists' items so) is a bullet on a line of its own;
    // one in a list is the list's to format.
    { selector: "li", format: "bullet" },
  ],
  formatters: {
    bullet(elem, walk, builder) {
      const parent = (elem as { parent?: { name?: string } }).parent?.name;
      if (parent === "ul" || parent === "ol") return walk(elem.children, builder);
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addLiteral("• ");
      walk(elem.children, builder);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
});

/**
 * A description as the plain text the job page shows (it renders text with its line breaks, never
 * markup): the sanitised HTML's blocks become paragraphs, list items bullets, links "text (address)".
 */
export function htmlToText(html: string): string {
  return toText(sanitizeDescriptionHtml(html))
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Text a person typed (a job's title and description on the employer form), kept as plain text:
 * markup is removed with what scripts and styles hold, character references are read, and the
 * person's own line breaks and paragraphs stay. Stored so, it is safe wherever it is shown.
 */
export function typedText(text: string): string {
  const bare = sanitizeHtml(text.replace(/\r\n?/g, "\n"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style", "iframe", "noscript", "textarea", "option", "title", "head"],
  });
  return decodeEntities(bare)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** An http(s) address as given, or null for anything else (javascript:, data:, a relative path …). */
export function httpAddress(text: string | null | undefined): string | null {
  return text && isWebAddress(text) ? text : null;
}
