import type { Country } from "@shared/schemas/countries";
import { COMPARED_METRICS } from "../lib/comparison";
import { formatMetric, METRICS } from "../lib/country-metrics";

const SERIES = [
  { swatch: "bg-primary", name: "first" },
  { swatch: "bg-muted", name: "second" },
] as const;

/**
 * The two countries' scores as paired bars on one 0-100 scale (scores out of 10 are stretched ×10).
 * Every bar carries its number as text, so the chart reads the same without seeing it.
 */
export default function ComparisonChart({ first, second }: { first: Country; second: Country }) {
  const countries = [first, second] as const;
  return (
    <figure className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <figcaption className="text-base font-semibold text-fg">Side by side</figcaption>
      <p className="mt-1 text-sm text-muted">
        Every score on the same 0–100 scale; for Racism Level, lower is better. n/p: not published.
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-fg" aria-label="Legend">
        {countries.map((c, i) => (
          <li key={`${c.id}-${SERIES[i]?.name}`} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${SERIES[i]?.swatch}`} aria-hidden="true" />
            {c.name}
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-4">
        {COMPARED_METRICS.map((key) => {
          const metric = METRICS[key];
          return (
            <div key={key}>
              <dt className="text-sm font-medium text-fg">{metric.label}</dt>
              {countries.map((c, i) => {
                const value = c[key];
                const missing = c.sources[key]?.missing === true;
                const pct = missing
                  ? 0
                  : Math.max(0, Math.min(100, metric.unit === "/10" ? value * 10 : value));
                return (
                  <dd
                    key={`${c.id}-${SERIES[i]?.name}`}
                    className="mt-1 grid grid-cols-[5.5rem_1fr_3.5rem] items-center gap-2 text-xs sm:grid-cols-[8rem_1fr_3.5rem]"
                  >
                    <span className="truncate text-muted">{c.name}</span>
                    <span className="h-3 rounded-full bg-surface-2" aria-hidden="true">
                      <span
                        className={`block h-full rounded-full ${SERIES[i]?.swatch}`}
                        style={{ width: `${pct}%` }}
                      />
                    </span>
                    {missing ? (
                      <span className="text-right text-muted italic">n/p</span>
                    ) : (
                      <span className="text-right font-semibold tabular-nums text-fg">
                        {formatMetric(value, metric.unit)}
                      </span>
                    )}
                  </dd>
                );
              })}
            </div>
          );
        })}
      </dl>
    </figure>
  );
}
