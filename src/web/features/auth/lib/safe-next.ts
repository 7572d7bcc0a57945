/**
 * Where to go after signing in: the `next` path when it stays on this site (starts with one '/'),
 * otherwise the dashboard. Refuses '//host' and '/\host', which browsers treat as other sites.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/home"): string {
  if (!next || next.length > 2000) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Control characters and backslashes have no place in our paths and confuse URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  if (next === "/login" || next.startsWith("/login?") || next.startsWith("/register")) return fallback;
  return next;
}
