import { useEffect } from "react";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/ui/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { useMethodology } from "../../features/countries/api/get-methodology";
import { MethodologyCities } from "../../features/countries/components/methodology-cities";
import { MethodologyEntry } from "../../features/countries/components/methodology-entry";
import { MethodologyRegisters } from "../../features/countries/components/methodology-registers";
import { PayMethodology } from "../../features/countries/components/pay-methodology";
import { METRICS } from "../../features/countries/lib/country-metrics";

/** The headings of the page: the specification's metric names, then the figures behind money. */
const TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.values(METRICS).map((m) => [m.key, m.label])),
  stapleFood: "Staple Food",
  priceLevel: "Price level (living costs)",
  exchangeRate: "Exchange rate",
  pppFactor: "PPP factor, private consumption",
};

/** After the entries render, the entry the address names (/methodology#racism) is brought into view. */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: "start" });
      document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}

export default function MethodologyPage() {
  const methodology = useMethodology();
  useScrollToHash(methodology.isSuccess);
  useEffect(() => {
    document.title = "How we measure · Borderless";
  }, []);

  const metrics = methodology.data?.metrics ?? [];
  const total = new Set(
    metrics.flatMap((m) => [
      ...[...m.published, ...m.estimates].flatMap((e) => e.countries.map((c) => c.code)),
      ...m.missing.map((c) => c.code),
    ]),
  ).size;

  return (
    <PublicLayout>
      <article className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg">How we measure</h1>
        <div className="mt-3 space-y-3 leading-relaxed text-muted">
          <p>
            Every country figure on Borderless is one of two things. A{" "}
            <strong className="text-fg">published figure</strong> names its publisher, the edition we read it
            in and the year it describes, and is turned into a score by the rule shown below. A{" "}
            <strong className="text-fg">Borderless estimate</strong> stands in where no published figure could
            be verified for a country; it is labelled as one wherever it appears, and this page says how it
            was chosen.
          </p>
          <p>
            Cities have no verified figures of their own: a city shows its country's figures, marked
            country-level. The figures are a guide to compare places, not advice about any one person's move.
          </p>
        </div>
        {metrics.length > 0 ? (
          <nav aria-label="Metrics" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {metrics.map((m) => (
                <li key={m.metric}>
                  <a
                    href={`#${m.metric}`}
                    className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-2"
                  >
                    {TITLES[m.metric] ?? m.metric}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-8 space-y-6">
          {methodology.isError ? (
            <LoadError
              error={methodology.error}
              onRetry={() => methodology.refetch()}
              what="how the figures are measured"
            />
          ) : methodology.isPending ? (
            <>
              <Skeleton className="h-72 w-full" />
              <Skeleton className="h-72 w-full" />
            </>
          ) : (
            <>
              {metrics.map((entry) => (
                <MethodologyEntry
                  key={entry.metric}
                  entry={entry}
                  title={TITLES[entry.metric] ?? entry.metric}
                  total={total}
                />
              ))}
              <PayMethodology methodology={methodology.data} />
              <MethodologyRegisters registers={methodology.data.registers ?? []} />
              <MethodologyCities cities={methodology.data.cities} />
            </>
          )}
        </div>
      </article>
    </PublicLayout>
  );
}
