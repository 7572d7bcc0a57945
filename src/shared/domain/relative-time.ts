const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// Made when first needed: making an Intl formatter loads locale data, which takes long enough to
// matter on a phone, and most pages show no such time.
let formatter: Intl.RelativeTimeFormat | undefined;

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' … for an ISO timestamp. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      formatter ??= new Intl.RelativeTimeFormat("en", { numeric: "auto" });
      return formatter.format(Math.trunc(seconds / size), unit);
    }
  }
  return "just now";
}
