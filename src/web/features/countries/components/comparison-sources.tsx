import { sourceLabel } from "@shared/domain/source-label";
import type { Country } from "@shared/schemas/countries";
import { PrefetchLink } from "../../../components/prefetch-link";
import { COMPARED_METRICS } from "../lib/comparison";
import { METRICS } from "../lib/country-metrics";

/** What each compared figure is and where it comes from, per country; each links to its method. */
export function ComparisonSources({ countries }: { countries: readonly Country[] }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="sources-heading" className="text-base font-semibold text-fg">
        Sources
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {countries.map((country, i) => (
          <div key={i === 0 ? "first" : "second"}>
            <h3 className="text-sm font-medium text-fg">{country.name}</h3>
            <ul className="mt-1 space-y-1 text-xs text-muted">
              {COMPARED_METRICS.map((key) => (
                <li key={key}>
                  {METRICS[key].label}:{" "}
                  <PrefetchLink
                    href={`/methodology#${key}`}
                    className="underline decoration-border underline-offset-2 hover:text-fg hover:decoration-current"
                  >
                    {sourceLabel(country.sources[key])}
                  </PrefetchLink>
                </li>
              ))}
              <li>Available Jobs: Borderless job listings, live count</li>
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
