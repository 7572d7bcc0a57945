import {
  DEFAULT_WEIGHTS,
  rankCountries,
  TOP_RESULTS,
  WEIGHT_FACTORS,
  type WeightFactor,
  type Weights,
} from "@shared/domain/weighted-score";
import { AlertCircle } from "lucide-react";
import { type FormEvent, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { PrefetchLink } from "../../components/prefetch-link";
import { Button } from "../../components/ui/button";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { CalculatorResults } from "../../features/countries/components/calculator-results";
import { WeightSlider } from "../../features/countries/components/weight-slider";
import { FACTOR_LABELS } from "../../features/countries/lib/factors";

export default function CalculatorPage() {
  const countries = useCountrySummaries();
  const [weights, setWeights] = useState<Weights>(DEFAULT_WEIGHTS);
  // The weights the shown results were calculated with: results change only when asked to.
  const [calculated, setCalculated] = useState<Weights | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set by Calculate Results: focus goes to the results once they are there.
  const [calculation, setCalculation] = useState(0);
  // Every country is ranked; the list shows the top ones first and more on request.
  const [shownCount, setShownCount] = useState(TOP_RESULTS);
  // One handler per slider for good: a moved slider redraws itself, not its six neighbours.
  const onWeightChange = useMemo(
    () =>
      Object.fromEntries(
        WEIGHT_FACTORS.map((f) => [f, (value: number) => setWeights((w) => ({ ...w, [f]: value }))]),
      ) as Record<WeightFactor, (value: number) => void>,
    [],
  );

  useEffect(() => {
    // On a phone the results are below the sliders: take the reader (and screen reader) to them.
    if (calculation > 0) resultsHeading.current?.focus();
  }, [calculation]);

  function calculate(event: FormEvent) {
    event.preventDefault();
    // Ranking and drawing the list is the heavy part: it renders after the press has been answered.
    startTransition(() => {
      setCalculated(weights);
      setCalculation((n) => n + 1);
      setShownCount(TOP_RESULTS);
    });
  }

  function reset() {
    setWeights(DEFAULT_WEIGHTS);
    setCalculated(null);
  }

  // Moving a slider leaves the shown ranking (and its list) as it is: they change on Calculate Results.
  const ranking = useMemo(
    () =>
      calculated && countries.data ? rankCountries(countries.data, calculated, countries.data.length) : null,
    [calculated, countries.data],
  );
  const changed = calculated !== null && WEIGHT_FACTORS.some((f) => weights[f] !== calculated[f]);

  return (
    <>
      <PageHeader
        title="Country Calculator"
        subtitle={
          <>
            Weigh what matters to you, from 0 (ignore) to 100 (essential), and see the countries that fit
            best.{" "}
            <PrefetchLink href="/methodology" className="font-medium text-fg underline underline-offset-4">
              How each factor is measured
            </PrefetchLink>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <form
          onSubmit={calculate}
          className="h-fit space-y-5 rounded-xl border border-border bg-surface p-5"
          aria-label="Weights"
        >
          {WEIGHT_FACTORS.map((f) => (
            <WeightSlider
              key={f}
              label={FACTOR_LABELS[f].label}
              hint={FACTOR_LABELS[f].hint}
              value={weights[f]}
              onChange={onWeightChange[f]}
            />
          ))}
          <div className="flex flex-wrap gap-3 pt-1">
            <Button type="submit" disabled={!countries.data}>
              Calculate Results
            </Button>
            <Button variant="secondary" onClick={reset}>
              Reset
            </Button>
          </div>
        </form>

        <section aria-labelledby="results-heading">
          <h2
            id="results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className="mb-3 scroll-mt-20 text-lg font-semibold text-fg outline-none"
          >
            Results
          </h2>
          {countries.isError ? (
            <LoadError error={countries.error} onRetry={() => countries.refetch()} what="the countries" />
          ) : countries.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : !ranking ? (
            <p className="rounded-xl border border-dashed border-border bg-surface px-6 py-10 text-center text-muted">
              Set your weights and press Calculate Results to see your top {TOP_RESULTS} countries.
            </p>
          ) : !ranking.ok ? (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-border bg-surface px-5 py-6 text-fg"
            >
              <AlertCircle className="size-5 shrink-0 text-danger" aria-hidden="true" />
              Set at least one weight above zero to rank the countries.
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted">
                Score = weighted average of the factors on a 0–100 scale; each line shows the points a factor
                added.
                {changed ? " Your weights have changed: press Calculate Results to update." : ""}
              </p>
              <CalculatorResults results={ranking.results.slice(0, shownCount)} />
              {ranking.results.length > shownCount ? (
                <div className="mt-4 flex flex-col items-center gap-2">
                  <p className="text-sm text-muted">
                    Showing {shownCount} of {ranking.results.length} countries ranked
                  </p>
                  <Button variant="secondary" onClick={() => setShownCount((n) => n + 25)}>
                    Show more countries
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </>
  );
}
