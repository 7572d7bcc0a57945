import { isWebAddress } from "@shared/schemas/postings";
import sanitizeHtml from "sanitize-html";

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

/**
 * A description as the plain text the job page shows (it renders text with its line breaks, never
 * markup): the sanitised HTML's blocks become paragraphs, list items bullets, links "text (address)".
 */
export function htmlToText(html: string): string {
  const safe = sanitizeDescriptionHtml(html).replace(/\s+/g, " ");
  const text = safe
    .replace(/<a href="([^"]*)">(.*?)<\/a>/g, (_whole, href: string, inner: string) => {
      const label = inner.replace(/<[^>]*>/g, "").trim();
      const address = decodeEntities(href);
      return !label || decodeEntities(label) === address ? href : `${label} (${href})`;
    })
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<li>/g, "\n• ")
    .replace(/<\/?(p|h3|h4|ul|ol)>/g, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
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
