/** The first letter of each word, upper-cased ('Ada Lovelace' → 'AL'); at most `limit` letters. */
export function initials(text: string, limit = Number.POSITIVE_INFINITY): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .slice(0, limit)
    .join("")
    .toUpperCase();
}
