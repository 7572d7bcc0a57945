import type { Country } from "@shared/schemas/countries";
import { type FormEvent, memo, useDeferredValue, useState } from "react";
import { useSearchParams } from "wouter";
import { PrefetchLink } from "../../components/prefetch-link";
import { Button } from "../../components/ui/button";
import { LoadError } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { useRecordComparison } from "../../features/countries/api/follow-country";
import { useCountrySummaries } from "../../features/countries/api/get-countries";
import { useCountry } from "../../features/countries/api/get-country";
import ComparisonChart from "../../features/countries/components/comparison-chart";
import { ComparisonSkeleton } from "../../features/countries/components/comparison-skeleton";
import { ComparisonSources } from "../../features/countries/components/comparison-sources";
import { CountryComparison } from "../../features/countries/components/country-comparison";
import { CountrySelect } from "../../features/countries/components/country-select";
import { WorkVisas } from "../../features/countries/components/work-visas";
import { parsePair } from "../../features/countries/lib/comparison";
import { CompareSalary } from "../../features/pay/components/compare-salary";
import { afterNextPaint } from "../../lib/after-next-paint";
import { ApiError } from "../../lib/api-client";
import { useSession } from "../../lib/session";

/** The two countries side by side; choosing in the lists redraws the form, not this. */
const Comparison = memo(function Comparison({ first, second }: { first: Country; second: Country }) {
  return (
    <section aria-label={`${first.name} compared with ${second.name}`} className="space-y-6">
      <CountryComparison first={first} second={second} />
      <ComparisonChart first={first} second={second} />
      <CompareSalary first={first} second={second} />
      <div className="grid gap-4 md:grid-cols-2">
        <h2 className="sr-only">Work visas</h2>
        <WorkVisas code={first.code} countryName={first.name} headingLevel={3} />
        <WorkVisas code={second.code} countryName={second.name} headingLevel={3} />
      </div>
      <ComparisonSources countries={[first, second]} />
    </section>
  );
});

export default function ComparePage() {
  const countries = useCountrySummaries();
  const { user } = useSession();
  const recordComparison = useRecordComparison();
  const [params, setParams] = useSearchParams();
  const pair = parsePair(params.get("a"), params.get("b"));
  const [first, setFirst] = useState(params.get("a") ?? "");
  const [second, setSecond] = useState(params.get("b") ?? "");
  const [shownPair, setShownPair] = useState(pair);

  // The address is the source of truth for the results: back/forward and shared links restore them.
  if ((pair?.a ?? null) !== (shownPair?.a ?? null) || (pair?.b ?? null) !== (shownPair?.b ?? null)) {
    setShownPair(pair);
    setFirst(pair ? String(pair.a) : "");
    setSecond(pair ? String(pair.b) : "");
  }

  // The comparison (tables and a chart) follows the address in a render of its own, just after the
  // one that answers the press.
  const resultParams = useDeferredValue(params);
  const resultPair = parsePair(resultParams.get("a"), resultParams.get("b"));
  const list = countries.data ?? [];
  // The lists need every country's name; the comparison needs the two whole records, asked for at
  // once from the address, beside the list.
  const firstCountry = useCountry(resultPair?.a ?? null);
  const secondCountry = useCountry(resultPair?.b ?? null);
  const details = [firstCountry, secondCountry];
  const notFound = details.some((d) => d.error instanceof ApiError && d.error.status === 404);
  const failed = details.find((d) => d.isError && !(d.error instanceof ApiError && d.error.status === 404));

  function compare(event: FormEvent) {
    event.preventDefault();
    if (!first || !second) return;
    // The press is painted first; the address, and the comparison drawn from it, follow.
    const pair = { a: first, b: second };
    afterNextPaint(() => {
      setParams(pair);
      // Someone signed in who compares countries hears of their figure updates from then on (they
      // can stop following on the country's page); the comparison shows whether this is recorded or not.
      if (user) recordComparison.mutate([Number(pair.a), Number(pair.b)]);
    });
  }

  return (
    <>
      <PageHeader
        title="Compare Countries"
        subtitle={
          <>
            Choose two countries to see their figures side by side, or rank them all in the{" "}
            <PrefetchLink href="/calculator" className="font-medium text-fg underline underline-offset-4">
              country calculator
            </PrefetchLink>
            .
          </>
        }
      />
      <form
        onSubmit={compare}
        className="mb-6 grid items-end gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <CountrySelect
          label="Country 1"
          countries={list}
          value={first}
          onChange={setFirst}
          placeholder="Select a country"
          disabled={!countries.data}
        />
        <CountrySelect
          label="Country 2"
          countries={list}
          value={second}
          onChange={setSecond}
          placeholder="Select a country"
          disabled={!countries.data}
        />
        <Button type="submit" disabled={!first || !second}>
          Compare
        </Button>
      </form>

      {user ? (
        <p className="-mt-4 mb-6 text-sm text-muted">
          Countries you compare are followed: you hear when their figures change. Stop following one on its
          page, and comparing it again will not follow it.
        </p>
      ) : null}

      {countries.isError ? (
        <LoadError error={countries.error} onRetry={() => countries.refetch()} what="the countries" />
      ) : !resultPair ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-6 py-10 text-center text-muted">
          Pick a country in each list and press Compare.
        </p>
      ) : notFound ? (
        <p role="alert" className="rounded-xl border border-border bg-surface px-6 py-10 text-center text-fg">
          Country not found. Choose two countries from the lists.
        </p>
      ) : failed ? (
        <LoadError error={failed.error} onRetry={() => failed.refetch()} what="the comparison" />
      ) : !firstCountry.data || !secondCountry.data ? (
        <ComparisonSkeleton />
      ) : (
        <Comparison first={firstCountry.data} second={secondCountry.data} />
      )}
    </>
  );
}
