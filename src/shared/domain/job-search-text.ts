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
  return [title, companyName, ...skills].join("\n").toLowerCase();
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
