import { type RankedCountry, WEIGHT_FACTORS } from "@shared/domain/weighted-score";
import type { CountrySummary } from "@shared/schemas/countries";
import { memo } from "react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { FACTOR_LABELS, factorBasis, publishedFactorCount } from "../lib/factors";

/**
 * Countries by weighted score, each with what every factor added to it and on how many factors the
 * score rests on published figures (a figure not published is counted as 50 and says so).
 */
export const CalculatorResults = memo(function CalculatorResults({
  results,
}: {
  results: Array<RankedCountry<CountrySummary>>;
}) {
  return (
    <ol className="space-y-3" aria-label="Top countries by your weights">
      {results.map((r) => (
        <li key={r.country.id} className="rounded-xl border border-border bg-surface p-4">
          <div className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-fg">
              <span className="sr-only">Rank </span>
              {r.rank}
            </span>
            <PrefetchLink
              href={`/countries/${r.country.id}`}
              className="min-w-0 flex-1 truncate font-semibold text-fg underline-offset-2 hover:underline"
            >
              {r.country.name}
            </PrefetchLink>
            <p className="text-right">
              <span className="text-xl font-bold tabular-nums text-fg">{r.score.toFixed(2)}</span>
              <span className="text-sm text-muted"> / 100</span>
            </p>
          </div>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${Math.max(0, Math.min(100, r.score))}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-muted">
            Published figures for {publishedFactorCount(r.country.sources)} of {WEIGHT_FACTORS.length} factors
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4 lg:grid-cols-7">
            {WEIGHT_FACTORS.map((f) => {
              const basis = factorBasis(r.country.sources, f);
              return (
                <div key={f} className="flex justify-between gap-2 lg:flex-col">
                  <dt className="text-muted">{FACTOR_LABELS[f].short}</dt>
                  <dd className="font-medium tabular-nums text-fg">
                    +{r.contributions[f].toFixed(2)}
                    {basis === "missing" ? (
                      <span className="block font-normal text-muted italic">
                        Not published, counted as 50
                      </span>
                    ) : basis === "estimate" ? (
                      <span className="block font-normal text-muted">estimate</span>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ol>
  );
});
