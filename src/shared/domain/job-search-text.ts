/** Longest search text we act on; longer input is cut, not rejected. */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/**
 * The text a job search matches: title, company name and each skill, lowercased, one per line.
 * The specification's search is "title, company name or any skill contains the text", so each
 * field must match on its own. A query never contains a newline (see normalizeSearchQuery), so
 * joining with "\n" means a contains-match can never span two fields: "engineer northwind" does
 * not match the title "Engineer" at the company "Northwind Labs". One column lets a single trigram
 * index serve the whole search.
 */
export function buildJobSearchText(title: string, companyName: string, skills: readonly string[]): string {
  return cutToBytes([title, companyName, ...skills].join("\n").toLowerCase(), MAX_SEARCH_TEXT_BYTES);
}

/**
 * The most UTF-8 bytes of search text a job keeps. The newest-first index carries the text so
 * that a common term's page and capped count are read from the index alone (migration 0013), and
 * an index entry holds at most about 2,700 bytes. Within every field's own limits (a title of 200
 * characters, 30 skills of 40) Latin text stays under it; text in a script of two to four bytes a
 * character is cut past 500 to 1,000 characters, and then its last skills are not searched. The database holds the same limit (the check `jobs_search_text_bytes_check`).
 */
export const MAX_SEARCH_TEXT_BYTES = 2000;

const utf8 = new TextEncoder();

/** `text` cut to at most `maxBytes` bytes of UTF-8, never inside a character. */
function cutToBytes(text: string, maxBytes: number): string {
  // Each UTF-16 unit takes at most three bytes: a text of a third of the limit fits as it is.
  if (text.length * 3 <= maxBytes || utf8.encode(text).length <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8.encode(char).length;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * What a person typed, as the search compares it: lowercased, control characters dropped, runs
 * of whitespace collapsed to one space, trimmed and cut to MAX_SEARCH_QUERY_LENGTH characters.
 * An empty result means "no text filter".
 */
export function normalizeSearchQuery(q: string): string {
  const cleaned = q
    // Control characters go first, or the space on each side of one would survive as two. Tab,
    // newline and the other whitespace controls (U+0009-U+000D) are left to become a space.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  // Cut by code point so an emoji or other astral character is never split in half.
  return Array.from(cleaned).slice(0, MAX_SEARCH_QUERY_LENGTH).join("").trim();
}

/** Terms of at most this many characters are too short for trigrams: the short-gram index serves them. */
const SHORT_SEARCH_TERM_LENGTH = 2;

/** Whether a normalised term is served by the short-gram index (length in characters, not UTF-16 units). */
export function isShortSearchTerm(q: string): boolean {
  return q !== "" && Array.from(q).length <= SHORT_SEARCH_TERM_LENGTH;
}

/**
 * Every distinct 1- and 2-character piece of a search text, space-separated, leaving out those with
 * a space, a newline or another ASCII control (a normalised term never holds one). A text contains
 * a 1–2 character term exactly when the term is one of these, so a GIN index over them answers what
 * the trigram index cannot. Stored as one text rather than an array: a third of the size in the
 * row, which every search reads. The database computes the same pieces (`job_search_grams` in
 * migration 0011) for rows written without them; a test holds the two to each other.
 */
export function buildJobSearchGrams(searchText: string): string {
  const grams = new Set<string>();
  // The character before, or "" after one that cannot be searched for; `for…of` steps by code point.
  let previous = "";
  for (const char of searchText) {
    // Space, newline and the other ASCII controls (U+0001–U+0020): no normalised term holds one.
    const code = char.charCodeAt(0);
    if (code >= 0x01 && code <= 0x20) {
      previous = "";
      continue;
    }
    grams.add(char);
    if (previous !== "") grams.add(previous + char);
    previous = char;
  }
  return [...grams].join(" ");
}
