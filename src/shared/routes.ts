/**
 * Every page path the web app answers. The server uses it to give unknown paths a 404 status
 * while still serving the app (which shows its 404 page); the router uses the same patterns.
 */
export const PAGE_PATTERNS = [
  /^\/$/,
  /^\/explore$/,
  /^\/home$/,
  /^\/jobs$/,
  /^\/jobs\/[^/]+$/,
  /^\/countries$/,
  /^\/countries\/[^/]+$/,
  /^\/compare$/,
  /^\/saved$/,
  /^\/login$/,
  /^\/register$/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
  /^\/account$/,
  /^\/settings$/,
  /^\/referrals$/,
  /^\/my-referrals$/,
  /^\/about-us$/,
  /^\/waitlist$/,
  /^\/calculator$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/cookies$/,
  /^\/contact$/,
];

export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAGE_PATTERNS.some((p) => p.test(trimmed));
}

/** Route ids are parsed as integers; anything else is "not found". */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id > 0 ? id : null;
}
