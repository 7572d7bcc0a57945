import type { CountryMetricKey } from "@shared/domain/country-fields";
import type { Country, CountrySummary } from "@shared/schemas/countries";
import { formatMetric, METRICS } from "./country-metrics";

export type ComparisonRow =
  | { kind: "metric"; key: CountryMetricKey }
  | { kind: "jobs"; label: "Available Jobs" }
  | { kind: "staple"; label: "Staple Foods" };

export interface ComparisonGroup {
  title: string;
  rows: ComparisonRow[];
}

const metric = (key: CountryMetricKey): ComparisonRow => ({ kind: "metric", key });

/** The comparison's grouped metrics, as the specification lists them. */
export const COMPARISON_GROUPS: ComparisonGroup[] = [
  {
    title: "Employment & Opportunity",
    rows: [metric("employmentOpportunity"), { kind: "jobs", label: "Available Jobs" }],
  },
  {
    title: "Culture & Society",
    rows: [metric("culturalAcceptance"), metric("racism"), metric("culturalVibrancy")],
  },
  {
    title: "Living Standards",
    rows: [metric("standardOfLiving"), metric("housingAvailability"), metric("vegetarianFriendly")],
  },
  { title: "Food & Culture", rows: [{ kind: "staple", label: "Staple Foods" }] },
];

/** The scores Compare shows, in the table's order: the chart and the sources list follow it. */
export const COMPARED_METRICS: readonly CountryMetricKey[] = COMPARISON_GROUPS.flatMap((group) =>
  group.rows.flatMap((row) => (row.kind === "metric" ? [row.key] : [])),
);

export function rowLabel(row: ComparisonRow): string {
  return row.kind === "metric" ? METRICS[row.key].label : row.label;
}

/**
 * Which side a numeric row favours (lower racism is better); null when not comparable (a figure
 * is not published) or equal as shown: 9.6 and 9.62 both read "9.6", so neither is marked better.
 */
export function betterSide(
  row: ComparisonRow,
  a: Country | CountrySummary,
  b: Country | CountrySummary,
): "first" | "second" | null {
  if (row.kind === "staple") return null;
  // A figure nobody publishes is not better or worse than one that is.
  if (row.kind === "metric" && (a.sources[row.key]?.missing || b.sources[row.key]?.missing)) return null;
  const [x, y] = row.kind === "jobs" ? [a.jobCount, b.jobCount] : [a[row.key], b[row.key]];
  if (
    row.kind === "metric" &&
    formatMetric(x, METRICS[row.key].unit) === formatMetric(y, METRICS[row.key].unit)
  ) {
    return null;
  }
  if (x === y) return null;
  const inverse = row.kind === "metric" && METRICS[row.key].inverse;
  return x > y !== Boolean(inverse) ? "first" : "second";
}

/** The pair in the address bar (/compare?a=1&b=4): two positive integer ids, or null. */
export function parsePair(a: string | null, b: string | null): { a: number; b: number } | null {
  const parse = (raw: string | null) =>
    raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const first = parse(a);
  const second = parse(b);
  return first !== null && second !== null ? { a: first, b: second } : null;
}
