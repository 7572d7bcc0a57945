import type { Country } from "@shared/schemas/countries";
import { type CountryMetricKey, METRICS, sourceText } from "../lib/country-metrics";

const KEYS: CountryMetricKey[] = [
  "employmentOpportunity",
  "culturalAcceptance",
  "racism",
  "culturalVibrancy",
  "standardOfLiving",
  "housingAvailability",
  "vegetarianFriendly",
];

/** Where each compared figure comes from, per country. */
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
              {KEYS.map((key) => (
                <li key={key}>
                  {METRICS[key].label}: {sourceText(country, key)}
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
