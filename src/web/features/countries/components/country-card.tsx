import type { CountrySummary } from "@shared/schemas/countries";
import { Briefcase } from "lucide-react";
import { PrefetchLink } from "../../../components/prefetch-link";
import { Badge } from "../../../components/ui/badge";
import { METRICS } from "../lib/country-metrics";
import { CountryImage } from "./country-image";
import { ScoreValue } from "./score-value";

const CARD_METRICS = [METRICS.employmentOpportunity, METRICS.culturalAcceptance, METRICS.standardOfLiving];

/** A country in the grid: the whole card opens the country page. */
export function CountryCard({ country, priority = false }: { country: CountrySummary; priority?: boolean }) {
  return (
    <li className="list-none">
      <PrefetchLink
        href={`/countries/${country.id}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md"
      >
        <CountryImage
          country={country}
          className="h-32 w-full"
          width={600}
          height={256}
          priority={priority}
        />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-lg font-semibold text-fg group-hover:underline">{country.name}</h2>
            {country.tag ? <Badge tone="primary">{country.tag}</Badge> : null}
          </div>
          <dl className="grid grid-cols-1 gap-1.5 text-sm">
            {CARD_METRICS.map((m) => (
              <div key={m.key} className="flex items-baseline justify-between gap-2">
                <dt className="text-muted">{m.label}</dt>
                <dd>
                  <ScoreValue
                    value={country[m.key]}
                    unit={m.unit}
                    inverse={m.inverse}
                    missing={country.sources[m.key]?.missing === true}
                  />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-auto flex items-center gap-1.5 border-t border-border pt-3 text-sm text-muted">
            <Briefcase className="size-4" aria-hidden="true" />
            <span>
              <span className="font-semibold text-fg">{country.jobCount}</span>{" "}
              {country.jobCount === 1 ? "job" : "jobs"}
            </span>
          </p>
        </div>
      </PrefetchLink>
    </li>
  );
}
